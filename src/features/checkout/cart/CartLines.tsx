import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import type { Cart } from '../../../../machines/cart/rules.ts';
import type { CartLineView } from '../../../../machines/cart/selectors.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { useCartLines } from '../../../app/wiring/cart-page.ts';
import { AmountSelector } from '../../../ui/AmountSelector.tsx';
import { Button } from '../../../ui/Button.tsx';
import { StandaloneCheckbox } from '../../../ui/CheckboxGroup.tsx';
import { Price } from '../../../ui/Price.tsx';
import { shortageAcceptedText } from '../../../texts/cart.ts';
import { componentOnDemand, useLoadedComponent } from '../../../ui/code-on-demand.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import type { AttachmentsFieldProps } from '../../shared/attachments/AttachmentsField.tsx';
import { Link } from 'wouter';

type CartLinesFlow = ReturnType<typeof useCartLines>;

// Only some articles take files: the field's code (the upload, its progress, its flow) comes when a line does.
const attachmentsField = componentOnDemand(
  () => import('../../shared/attachments/AttachmentsField.tsx'),
  (m) => m.AttachmentsField,
);

/** A line's attachments field while its code comes: about as high as the field, so the lines below stay where they are. */
function AttachmentsComing({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={label} aria-busy="true" className="attachments-coming">
      <Spinner label={t`Bezig met laden`} />
    </div>
  );
}

function CartLineRow({ cartId, view, lines, Attachments }: { cartId: string; view: CartLineView; lines: CartLinesFlow; Attachments: ComponentType<AttachmentsFieldProps> | null }) {
  const { t } = useLingui();
  const { line, selected, standing, removing, max, files } = view;
  const { changing } = lines;
  const name = line.Description;
  const image = line.Item?.Images[0];
  const isAddOn = line.RelatedRentalItemID !== null;
  return (
    <li className={`cart-line${isAddOn ? ' cart-line-add-on' : ''}${standing === 'ok' ? '' : ' cart-line-flagged'}`} aria-label={name}>
      <div className="cart-line-select">
        {line.IsRemovable && (
          <StandaloneCheckbox isSelected={selected} onChange={(next) => lines.toggle(line.CartItemID, next)}>
            <span className="visually-hidden">
              <Trans>Selecteer {name}</Trans>
            </span>
          </StandaloneCheckbox>
        )}
      </div>
      <div className="cart-line-image">{image ? <img src={resolveBackendUrl(image.ImageUrl)} alt="" width={72} height={72} /> : null}</div>
      <div className="cart-line-main">
        <p className="cart-line-name">
          {line.ItemID ?? line.CompositionID ? <Link href={`/product/details/${encodeURIComponent(line.ItemID ?? line.CompositionID ?? '')}`}>{name}</Link> : name}
          {isAddOn && (
            <span className="cart-line-tag">
              <Trans>bij het vorige artikel</Trans>
            </span>
          )}
        </p>
        <p className="cart-line-unit">
          <Price excludingVat={line.Price} includingVat={line.PriceIncVAT} per={t`per stuk`} />
        </p>
        {files &&
          (Attachments ? (
            <Attachments
              key={line.CartItemID}
              owner={{ kind: 'cartItem', cartId, cartItemId: line.CartItemID }}
              attachments={line.Attachments}
              label={t`Bestanden bij ${name}`}
              required={files.required}
            />
          ) : (
            <AttachmentsComing label={t`Bestanden bij ${name}`} />
          ))}
      </div>
      {standing === 'blocking' && (
        <p className="notice notice-error cart-line-invalid" role="status">
          {line.InvalidCartItemReason}
        </p>
      )}
      {standing === 'short-accepted' && (
        <div className="notice notice-warning cart-line-invalid" role="status">
          <p>{line.InvalidCartItemReason}</p>
          <p>{shortageAcceptedText()}</p>
        </div>
      )}
      <div className="cart-line-amount">
        <AmountSelector
          label={t`Aantal`}
          hiddenLabel={name}
          value={line.Amount}
          max={max}
          isBusy={changing}
          onChange={(amount) => lines.changeAmount(line.CartItemID, amount)}
          decrementLabel={t`Eén ${name} minder`}
          incrementLabel={t`Eén ${name} meer`}
        />
      </div>
      <div className="cart-line-total">
        <Price excludingVat={line.TotalExcVAT} includingVat={line.TotalIncVAT} />
      </div>
      <div className="cart-line-remove">
        {line.IsRemovable ? (
          <Button variant="secondary" onPress={() => lines.remove(line.CartItemID)} isDisabled={changing} isPending={removing}>
            <Trans>Verwijderen</Trans>
            <span className="visually-hidden"> {name}</span>
          </Button>
        ) : (
          <span className="muted cart-line-fixed">
            <Trans>Verplicht bij het vorige artikel</Trans>
          </span>
        )}
      </div>
    </li>
  );
}

/** The cart's lines with their amounts, prices, attachments and removal (spec 001 §2, §5). */
export function CartLines({ cart: data }: { cart: Cart }) {
  const lines = useCartLines();
  const { changing } = lines;
  const Attachments = useLoadedComponent(
    attachmentsField,
    lines.lines.some((view) => view.files !== null),
  );
  const count = lines.lines.filter((view) => view.selected).length;
  return (
    <section className="cart-section" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title">
        <Trans>Artikelen</Trans>
      </h2>
      <ul className="cart-lines">
        {lines.lines.map((view) => (
          <CartLineRow key={view.line.CartItemID} cartId={data.CartID} view={view} lines={lines} Attachments={Attachments} />
        ))}
      </ul>
      <div className="cart-bulk-actions">
        <Button variant="secondary" isDisabled={count === 0 || changing} onPress={lines.removeSelected}>
          <Trans>Geselecteerde verwijderen ({count})</Trans>
        </Button>
        <Button variant="secondary" isDisabled={changing} onPress={lines.clear}>
          <Trans>Winkelwagen leegmaken</Trans>
        </Button>
      </div>
    </section>
  );
}
