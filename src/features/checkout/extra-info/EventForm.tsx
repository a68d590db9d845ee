import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'wouter';
import type { ExtraInfoFlow } from '../../../app/wiring/extra-info.ts';
import { ADDRESS_FIELDS, type AddressField } from '../../../domain/address.ts';
import { ACCESS_TYPES, choiceOf, EVENT_DESCRIPTION_MAX, HIDDEN_ADDRESS_FIELDS, VENUE_SETTINGS, type EventFormField } from '../../../domain/event-form.ts';
import { intlLocale, type Language } from '../../../domain/language.ts';
import { Button } from '../../../ui/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker.tsx';
import { Radio, RadioGroup } from '../../../ui/RadioGroup.tsx';
import { Select } from '../../../ui/Select.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { TimeField } from '../../../ui/TimeField.tsx';
import { AddressSelector } from '../../shared/address/AddressSelector.tsx';
import { AttachmentsField } from '../../shared/attachments/AttachmentsField.tsx';
import { useEventChoiceTexts, useEventFormTexts } from './texts.ts';
import './extra-info.css';
import { extraInfoFailureText } from '../../../texts/checkout.ts';

/** Each field's box names its field, so the first refused one can take the focus. */
function Field({ name, children }: { name: EventFormField; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}

/** Where a section goes in the form's grid (extra-info.css). */
type SectionArea = 'event' | 'location' | 'organisation' | 'notes';

function Section({ title, area, children }: { title: string; area: SectionArea; children: ReactNode }) {
  return (
    <section className={`event-form-section event-form-${area}`}>
      <h2 className="event-form-section-title">{title}</h2>
      {children}
    </section>
  );
}

/** The event form of spec 001 §5: it shows the flow's values and refusals and hands every change to it. */
export function EventForm({ form }: { form: ExtraInfoFlow }) {
  const { t, i18n } = useLingui();
  const { values, labels, rental, errors, failure, submitting, cartId, flyers, change } = form;
  const texts = useEventFormTexts(rental, form.salesMode);
  const choices = useEventChoiceTexts();
  const locale = intlLocale(i18n.locale as Language);

  const error = (field: EventFormField) => texts.problems(errors[field]);
  const addressErrors = Object.fromEntries(
    ADDRESS_FIELDS.map((field): [AddressField, string | null] => [field, error(`address.${field}`)]),
  );
  const startDateLabel = t`Startdatum`;
  const calendarOf = (label: string) => t`Kalender: ${label}`;
  const count = values.description.length;
  const max = EVENT_DESCRIPTION_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };

  return (
    <form ref={form.formRef} className="event-form" onSubmit={submit} noValidate aria-describedby="event-form-required-note">
      <p id="event-form-required-note" className="event-form-note">
        <Trans>Velden met een * zijn verplicht.</Trans>
      </p>

      <div className="event-form-sections">
        <Section title={t`Het evenement`} area="event">
          <Field name="orderType">
            <Select
              label={t`Type evenement`}
              placeholder={t`Kies een type`}
              options={labels.map((label) => ({ id: label.LabelID, label: label.Description }))}
              value={values.orderType || null}
              onChange={(orderType) => change({ orderType })}
              isRequired
              error={error('orderType')}
            />
          </Field>
          <Field name="description">
            <TextAreaField
              label={t`Omschrijving`}
              value={values.description}
              onChange={(description) => change({ description })}
              isRequired
              description={t`${count} van ${max} tekens`}
              error={error('description')}
            />
          </Field>
          {rental && (
            <div className="event-form-row">
              <Field name="startDate">
                <DatePicker
                  label={startDateLabel}
                  calendarLabel={t`Kalender openen`}
                  dialogLabel={calendarOf(startDateLabel)}
                  value={values.startDate || null}
                  onChange={(startDate) => change({ startDate })}
                  note={(day) => (form.startsWithinRental(day) ? null : { reason: texts.outsideRental(), marker: 'unavailable' })}
                  legend={[{ marker: 'unavailable', label: texts.outsideRentalMark() }]}
                  legendLabel={t`Legende`}
                  locale={locale}
                  minValue={rental.from}
                  maxValue={rental.to}
                  isRequired
                  description={texts.rentalHint()}
                  error={error('startDate')}
                />
              </Field>
              <Field name="startTime">
                <TimeField
                  label={t`Startuur`}
                  value={values.startTime}
                  onChange={(startTime) => change({ startTime })}
                  locale={locale}
                  isRequired
                  description={t`Bijvoorbeeld 14:00`}
                  error={error('startTime')}
                />
              </Field>
            </div>
          )}
          <Field name="venueSetting">
            <RadioGroup label={t`Waar vindt het evenement plaats?`} value={values.venueSetting || null} onChange={(venueSetting) => change({ venueSetting: choiceOf(venueSetting, VENUE_SETTINGS) })} isRequired orientation="horizontal" error={error('venueSetting')}>
              {VENUE_SETTINGS.map((setting) => (
                <Radio key={setting} value={setting}>
                  {choices.venueSetting(setting)}
                </Radio>
              ))}
            </RadioGroup>
          </Field>
          <Field name="accessType">
            <RadioGroup label={t`Publiek of privé`} value={values.accessType || null} onChange={(accessType) => change({ accessType: choiceOf(accessType, ACCESS_TYPES) })} isRequired orientation="horizontal" error={error('accessType')}>
              <Radio value="Public" detail={t`Iedereen kan komen`}>
                {choices.accessType('Public')}
              </Radio>
              <Radio value="Private" detail={t`Alleen genodigden`}>
                {choices.accessType('Private')}
              </Radio>
            </RadioGroup>
          </Field>
          <Field name="expectedAttendees">
            <TextField
              label={t`Verwacht aantal bezoekers`}
              value={values.expectedAttendees}
              onChange={(expectedAttendees) => change({ expectedAttendees })}
              inputMode="numeric"
              isRequired
              error={error('expectedAttendees')}
            />
          </Field>
        </Section>

        <Section title={t`Locatie`} area="location">
          <AddressSelector
            legend={t`Adres van het evenement`}
            value={values.address}
            onChange={(address) => change({ address })}
            hidden={HIDDEN_ADDRESS_FIELDS}
            errors={addressErrors}
          />
        </Section>

        <Section title={t`Organisatie`} area="organisation">
          <div className="event-form-row">
            <Field name="organizerFirstName">
              <TextField
                label={t`Voornaam hoofdorganisator`}
                value={values.organizerFirstName}
                onChange={(organizerFirstName) => change({ organizerFirstName })}
                autoComplete="given-name"
                isRequired
                error={error('organizerFirstName')}
              />
            </Field>
            <Field name="organizerLastName">
              <TextField
                label={t`Achternaam hoofdorganisator`}
                value={values.organizerLastName}
                onChange={(organizerLastName) => change({ organizerLastName })}
                autoComplete="family-name"
                isRequired
                error={error('organizerLastName')}
              />
            </Field>
          </div>
          <Field name="organizerPhone">
            <TextField
              label={t`Telefoon hoofdorganisator`}
              type="tel"
              value={values.organizerPhone}
              onChange={(organizerPhone) => change({ organizerPhone })}
              autoComplete="tel"
              isRequired
              error={error('organizerPhone')}
            />
          </Field>
          <Field name="isCoorganized">
            <RadioGroup label={t`Organiseert u het evenement samen met een andere organisatie?`} value={values.isCoorganized ? 'yes' : 'no'} onChange={(answer) => change({ isCoorganized: answer === 'yes' })} isRequired orientation="horizontal">
              <Radio value="yes">{t`Ja`}</Radio>
              <Radio value="no">{t`Nee`}</Radio>
            </RadioGroup>
          </Field>
          {values.isCoorganized && (
            <Field name="coorganizers">
              <TextField
                label={t`Naam van de mede-organisator(s)`}
                value={values.coorganizers}
                onChange={(coorganizers) => change({ coorganizers })}
                isRequired
                error={error('coorganizers')}
              />
            </Field>
          )}
          <Field name="website">
            <TextField
              label={t`Website of link van het evenement (optioneel)`}
              type="url"
              inputMode="url"
              value={values.website}
              onChange={(website) => change({ website })}
              error={error('website')}
            />
          </Field>
        </Section>

        <Section title={t`Nog iets te melden?`} area="notes">
          <Field name="comments">
            <TextAreaField label={t`Opmerkingen (optioneel)`} value={values.comments} onChange={(comments) => change({ comments })} error={error('comments')} />
          </Field>
          {cartId && <AttachmentsField key={cartId} owner={{ kind: 'cart', cartId }} attachments={flyers} label={t`Affiche of flyer (optioneel)`} />}
        </Section>
      </div>

      {failure && (
        <div role="alert" className="notice notice-error">
          <p>{extraInfoFailureText(failure)}</p>
        </div>
      )}
      <div className="event-form-actions">
        <Link href="/winkelwagen" className="button button-secondary">
          <Trans>Terug naar de winkelwagen</Trans>
        </Link>
        <Button type="submit" isPending={submitting}>
          <Trans>Verder naar het overzicht</Trans>
        </Button>
      </div>
    </form>
  );
}
