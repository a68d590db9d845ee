import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { goBack } from '../../app/navigation.ts';
import { usePageTitle } from '../../app/PageTitle.tsx';
import { Button } from '../../ui/Button.tsx';
import '../shared/views.css';

/** 'Dit artikel kon niet gevonden worden', with a way back (spec 001 §8). */
export function ProductNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Artikel niet gevonden`);
  return (
    <section className="message-page" aria-labelledby="product-not-found-title">
      <h1 id="product-not-found-title">
        <Trans>Dit artikel kon niet gevonden worden</Trans>
      </h1>
      <p>
        <Trans>Het artikel bestaat niet (meer), of de link is onvolledig.</Trans>
      </p>
      <div className="message-actions">
        <Button onPress={goBack}>
          <Trans>Terug</Trans>
        </Button>
        <Link href="/products" className="button button-secondary">
          <Trans>Naar alle producten</Trans>
        </Link>
      </div>
    </section>
  );
}

