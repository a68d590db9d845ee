import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lineMaximum, uploadAllowed, type Cart, type CartLine } from '../../../../machines/cart/rules.ts';
import { selectChange, selectIsChanging, selectLineStanding, selectSelectedLineIds } from '../../../../machines/cart/selectors.ts';
import { resolveBackendUrl } from '../../../app/config.ts';
import { useServices } from '../../../app/services.ts';
import { AmountSelector } from '../../../ui/AmountSelector.tsx';
import { Button } from '../../../ui/Button.tsx';
import { StandaloneCheckbox } from '../../../ui/CheckboxGroup.tsx';
import { Price } from '../../../ui/Price.tsx';
import { shortageAcceptedText } from '../../../texts/cart.ts';
import { AttachmentsField } from '../../shared/attachments/AttachmentsField.tsx';
import { Link } from 'wouter';

function CartLineRow({ cartId, line, isSelected }: { cartId: string; line: CartLine; isSelected: boolean }) {
  const { t } = useLingui();
  const { cart } = useServices();
  const changing = useSelector(cart, selectIsChanging);
  const change = useSelector(cart, selectChange);
  const removing = change?.kind === 'remove' && change.cartItemIds.includes(line.CartItemID);
  const standing = useSelector(cart, (snapshot) => selectLineStanding(snapshot, line.CartItemID));
  const name = line.Description;
  const image = line.Item?.Images[0];
  const isAddOn = line.RelatedRentalItemID !== null;
  return (
    <li className={`cart-line${isAddOn ? ' cart-line-add-on' : ''}${standing === 'ok' ? '' : ' cart-line-flagged'}`} aria-label={name}>
      <div className="cart-line-select">
        {line.IsRemovable && (
          <StandaloneCheckbox isSelected={isSelected} onChange={(selected) => cart.send({ type: 'LINE_SELECTION_TOGGLED', cartItemId: line.CartItemID, selected })}>
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
        {uploadAllowed(line) && (
          <AttachmentsField
            key={line.CartItemID}
            owner={{ kind: 'cartItem', cartId, cartItemId: line.CartItemID }}
            attachments={line.Attachments}
            label={t`Bestanden bij ${name}`}
            required={line.Item?.UploadPolicy === 'RequireUpload'}
          />
        )}
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
          max={lineMaximum(line)}
          isBusy={changing}
          onChange={(amount) => cart.send({ type: 'AMOUNT_CHANGED', cartItemId: line.CartItemID, amount })}
          decrementLabel={t`Eén ${name} minder`}
          incrementLabel={t`Eén ${name} meer`}
        />
      </div>
      <div className="cart-line-total">
        <Price excludingVat={line.TotalExcVAT} includingVat={line.TotalIncVAT} />
      </div>
      <div className="cart-line-remove">
        {line.IsRemovable ? (
          <Button variant="secondary" onPress={() => cart.send({ type: 'LINE_REMOVAL_REQUESTED', cartItemId: line.CartItemID })} isDisabled={changing} isPending={removing}>
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
  const { cart } = useServices();
  const selected = useSelector(cart, selectSelectedLineIds);
  const changing = useSelector(cart, selectIsChanging);
  const count = selected.length;
  return (
    <section className="cart-section" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title">
        <Trans>Artikelen</Trans>
      </h2>
      <ul className="cart-lines">
        {data.Items.map((line) => (
          <CartLineRow key={line.CartItemID} cartId={data.CartID} line={line} isSelected={selected.includes(line.CartItemID)} />
        ))}
      </ul>
      <div className="cart-bulk-actions">
        <Button variant="secondary" isDisabled={count === 0 || changing} onPress={() => cart.send({ type: 'SELECTED_REMOVAL_REQUESTED' })}>
          <Trans>Geselecteerde verwijderen ({count})</Trans>
        </Button>
        <Button variant="secondary" isDisabled={changing} onPress={() => cart.send({ type: 'CLEAR_REQUESTED' })}>
          <Trans>Winkelwagen leegmaken</Trans>
        </Button>
      </div>
    </section>
  );
}
