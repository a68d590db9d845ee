import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ExtraOrderInfo, ExtraOrderInfoProblems } from '../../../domain/extra-order-info.ts';
import type { OrderAction } from '../../../domain/orders.ts';
import { problemText } from '../../../texts/validation.ts';
import { Button } from '../../../ui/Button.tsx';
import { ModalDialog } from '../../../ui/ModalDialog.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import './action-dialogs.css';

interface ActionDialogProps {
  isOpen: boolean;
  /** The save is under way: the dialog stays, its button busy. */
  isPending?: boolean;
  onClose: () => void;
}

/** The dialog of the referenceRequired action (spec 001 §4, 002 §4), for a cart and for an order alike. */
/** The buttons under each action's form: cancel closes, save sends the form. */
function SaveOrCancel({ isPending, onClose }: { isPending: boolean; onClose: () => void }) {
  return (
    <div className="dialog-actions">
      <Button variant="secondary" onPress={onClose}>
        <Trans>Annuleren</Trans>
      </Button>
      <Button type="submit" isPending={isPending}>
        <Trans>Bewaren</Trans>
      </Button>
    </div>
  );
}

export function ReferenceDialog({ isOpen, isPending = false, initial, onSave, onClose }: ActionDialogProps & { initial: string; onSave: (reference: string) => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Referentie`} isOpen={isOpen} onClose={onClose}>
      <ReferenceForm initial={initial} isPending={isPending} onSave={onSave} onClose={onClose} />
    </ModalDialog>
  );
}

function ReferenceForm({ initial, isPending, onSave, onClose }: { initial: string; isPending: boolean; onSave: (reference: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [reference, setReference] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec 002 §5: the reference is required in this dialog.
    if (!reference.trim()) return setError(t`Vul een referentie in.`);
    onSave(reference.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>Uw organisatie vraagt een referentie bij elke reservering, bijvoorbeeld een bestelbonnummer of de naam van het evenement.</Trans>
      </p>
      <TextField label={t`Referentie`} value={reference} onChange={(value) => (setReference(value), setError(null))} isRequired error={error} autoFocus />
      <SaveOrCancel isPending={isPending} onClose={onClose} />
    </form>
  );
}

/** The dialog of the certificates action: the numbers given, how many are still needed, and one more number. */
export function CertificateDialog({ isOpen, isPending = false, action, onSave, onClose }: ActionDialogProps & { action: OrderAction | undefined; onSave: (number: string) => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Attesten`} isOpen={isOpen} onClose={onClose}>
      <CertificateForm action={action} isPending={isPending} onSave={onSave} onClose={onClose} />
    </ModalDialog>
  );
}

function CertificateForm({ action, isPending, onSave, onClose }: { action: OrderAction | undefined; isPending: boolean; onSave: (number: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const required = action?.Details?.RequiredCertificates ?? [];
  const optional = action?.Details?.OptionalCertificates ?? [];
  const given = [...required, ...optional].filter((certificate) => certificate.Number);
  const missing = required.filter((certificate) => !certificate.Number).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) return setError(t`Vul het nummer van het attest in.`);
    onSave(number.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>
          Voor sommige artikelen is een attest nodig. Vul het nummer in; nog {missing} van {required.length} te geven.
        </Trans>
      </p>
      {given.length > 0 && (
        <ul className="certificate-list" aria-label={t`Gegeven attesten`}>
          {given.map((certificate) => (
            <li key={certificate.Number}>{certificate.Number}</li>
          ))}
        </ul>
      )}
      <TextField label={t`Nummer van het attest`} value={number} onChange={(value) => (setNumber(value), setError(null))} isRequired error={error} autoFocus />
      <SaveOrCancel isPending={isPending} onClose={onClose} />
    </form>
  );
}

/**
 * The dialog of the ExtraOrderInfo action (decision 017): who the lending service can reach on
 * site. The flow checks what is given; its problems show under the fields, and what was typed
 * stays while the dialog is open, also when saving fails.
 */
export function ExtraOrderInfoDialog({
  isOpen,
  isPending = false,
  initial,
  problems,
  onSave,
  onClose,
}: ActionDialogProps & { initial: ExtraOrderInfo; problems: ExtraOrderInfoProblems; onSave: (info: ExtraOrderInfo) => void }) {
  const { t } = useLingui();
  return (
    <ModalDialog title={t`Extra informatie over het evenement`} isOpen={isOpen} onClose={onClose}>
      <ExtraOrderInfoForm initial={initial} problems={problems} isPending={isPending} onSave={onSave} onClose={onClose} />
    </ModalDialog>
  );
}

function ExtraOrderInfoForm({
  initial,
  problems,
  isPending,
  onSave,
  onClose,
}: {
  initial: ExtraOrderInfo;
  problems: ExtraOrderInfoProblems;
  isPending: boolean;
  onSave: (info: ExtraOrderInfo) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [info, setInfo] = useState(initial);
  const errorOf = (field: keyof ExtraOrderInfo) => {
    const problem = problems[field];
    return problem ? problemText(problem) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(info);
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>
          Voor sommige artikelen, zoals een grote feesttent, wil de uitleendienst tijdens de opbouw en het evenement iemand ter plaatse kunnen bereiken, bijvoorbeeld
          bij een stormwaarschuwing.
        </Trans>
      </p>
      <TextField
        label={t`Naam van de verantwoordelijke ter plaatse`}
        value={info.contactName}
        onChange={(contactName) => setInfo({ ...info, contactName })}
        autoComplete="name"
        isRequired
        error={errorOf('contactName')}
        autoFocus
      />
      <TextField
        label={t`Gsm-nummer van de verantwoordelijke ter plaatse`}
        type="tel"
        value={info.contactPhone}
        onChange={(contactPhone) => setInfo({ ...info, contactPhone })}
        autoComplete="tel"
        isRequired
        error={errorOf('contactPhone')}
      />
      <SaveOrCancel isPending={isPending} onClose={onClose} />
    </form>
  );
}
