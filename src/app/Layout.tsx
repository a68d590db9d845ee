import { Select, Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Link, useLocation } from 'wouter';
import { SEARCH_ICON_PATH } from '../features/shop/catalogue/SearchButton.tsx';
import { SearchSlot } from '../features/shop/catalogue/SearchSlot.tsx';
import { pluralForm } from '../domain/intl.ts';
import type { Language } from '../domain/language.ts';
import { Button } from '../ui/Button.tsx';
import { usePageLoaded } from '../ui/after-page-settles.ts';
import { usePageBoundState } from '../ui/page-bound-state.ts';
import { FOOTER_LINKS } from './config.ts';
import { loginPathReturningTo, notePageSeen } from './navigation.ts';
import { PageTitleAnnouncer } from './PageTitle.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { useCartCount } from './wiring/cart.ts';
import { useCookieConsentFlow } from './wiring/cookie-consent.ts';
import { useSessionFlow } from './wiring/session.ts';
import { preloadModulesOf } from './screen-files.ts';
import './layout.css';

// The cookie dialog loads when there is one to ask (a first visit): it stays out of the entry bundle.
const CookieModal = lazy(() => {
  preloadModulesOf('cookieModal');
  return import('./CookieModal.tsx').then((m) => ({ default: m.CookieModal }));
});

/** Spec 001 §2: the cart button briefly scales when its count changes (its count does: layout.css). */
const CART_BUMP_MS = 500;

/**
 * Whether the count has just changed. The count the page opens with is no change: `known` is
 * false while the session settles and while the cart is read, and the first count known is
 * taken as it is.
 */
function useBump(count: number, known: boolean): boolean {
  const [changes, setChanges] = useState(0);
  const [bumping, setBumping] = useState(false);
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!known) return;
    const before = previous.current;
    previous.current = count;
    if (before !== null && before !== count) setChanges((n) => n + 1);
  }, [count, known]);
  useEffect(() => {
    if (changes === 0) return;
    setBumping(true);
    const timer = setTimeout(() => setBumping(false), CART_BUMP_MS);
    return () => clearTimeout(timer);
  }, [changes]);
  return bumping;
}

function CartButton({ count, known }: { count: number; known: boolean }) {
  const { i18n } = useLingui();
  const bumping = useBump(count, known);
  // A select on the plural form, not a lingui plural: every page shows this count in its first
  // render, and a plural would make Intl's number formatter there (src/domain/intl.ts).
  const form = pluralForm(count, i18n.locale as Language);
  return (
    <Link href="/winkelwagen" className={`top-bar-button cart-button${bumping ? ' cart-button-bump' : ''}`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.4 2H20l-2 8H7.4L4.4 2H1v2h3.4z" />
      </svg>
      <Trans>
        <span className="cart-button-label">Winkelwagen</span> <span className="cart-count">{count}</span>{' '}
        <span className="visually-hidden">
          <Select value={form} _one="artikel" other="artikelen" />
        </span>
      </Trans>
    </Link>
  );
}

/** The cart button's size, empty and unseen: what the top bar holds until the session knows whether there is a cart. */
function CartButtonPlace() {
  const { t } = useLingui();
  return (
    <span className="top-bar-button cart-button cart-button-place" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" />
      <span className="cart-button-label">{t`Winkelwagen`}</span> <span className="cart-count">0</span>
    </span>
  );
}

/**
 * Which of the top bar's two phone panels is open, the search or the account's links. A panel
 * belongs to the page it was opened on: going to another page closes it.
 */
function usePhonePanels(location: string) {
  const [open, setOpen] = usePageBoundState<'search' | 'account' | null>(location, null);
  return {
    open,
    toggle: (panel: 'search' | 'account') => setOpen(open === panel ? null : panel),
    close: () => setOpen(null),
  };
}

/** The account's links as a panel on a phone: Escape or a press outside closes it, and Escape returns to its button. */
function useAccountPanelDismissal(open: boolean, close: () => void) {
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);
  return { menu, toggle };
}

/** The search's row on a phone: opened, its field takes the focus. */
function useFocusOnOpen(open: boolean) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) row.current?.querySelector('input')?.focus();
  }, [open]);
  return row;
}

const PERSON_ICON = 'M12 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 12c5 0 9 2.5 9 5.5V22H3v-2.5C3 16.5 7 14 12 14z';

/** A phone's button for one of the bar's panels: a disclosure of the elements the wide bar shows anyway. */
function PanelToggle(props: { label: string; panel: string; open: boolean; onToggle: () => void; icon: string; buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={props.buttonRef} type="button" className="top-bar-toggle" aria-label={props.label} aria-expanded={props.open} aria-controls={props.panel} onClick={props.onToggle}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d={props.icon} />
      </svg>
    </button>
  );
}

/**
 * One bar on every screen. On a phone (below 48rem) the search and the account's links are
 * panels behind a button each and the cart shows its count only; from 48rem the search and the
 * links stand in the bar. CSS alone switches (layout.css): the server renders the same markup.
 */
function TopBar() {
  const { t } = useLingui();
  const { account, hasToken, settled: sessionSettled, logOut } = useSessionFlow();
  const cartCount = useCartCount();
  const [location] = useLocation();
  const onHome = location === '/home';
  const panels = usePhonePanels(location);
  const { menu, toggle } = useAccountPanelDismissal(panels.open === 'account', panels.close);
  const searchRow = useFocusOnOpen(panels.open === 'search');
  return (
    <header className="top-bar" data-panel={panels.open ?? undefined}>
      <Link href="/home" className="logo" aria-label={t`Uitleendienst – naar de startpagina`}>
        <svg viewBox="0 0 32 32" aria-hidden="true" width="32" height="32">
          <rect width="32" height="32" rx="6" fill="currentColor" />
          <path d="M6 22 16 8l10 14z" fill="#fff" />
        </svg>
        <span className="logo-name">Uitleendienst</span>
      </Link>
      {!onHome && (
        <PanelToggle label={t`Zoek een product`} panel="top-bar-search" open={panels.open === 'search'} onToggle={() => panels.toggle('search')} icon={SEARCH_ICON_PATH} />
      )}
      {/* The search bar takes this place on every page but home, where the page shows it. */}
      <div id="top-bar-search" ref={searchRow} className="top-bar-search" data-hidden={onHome || undefined}>
        {!onHome && <SearchSlot placement="top-bar" />}
      </div>
      <nav className="top-bar-actions" aria-label={t`Gebruikersmenu`}>
        <div className="top-bar-account" ref={menu}>
          <PanelToggle
            buttonRef={toggle}
            label={account ? t`Mijn account` : t`Aanmelden of registreren`}
            panel="top-bar-account-links"
            open={panels.open === 'account'}
            onToggle={() => panels.toggle('account')}
            icon={PERSON_ICON}
          />
          <div id="top-bar-account-links" className="top-bar-account-links">
            {account ? (
              <>
                <Link href="/account/details" className="top-bar-button">
                  <Trans>Mijn account</Trans>
                </Link>
                <Button
                  variant="quiet"
                  onPress={() => {
                    panels.close();
                    logOut();
                  }}
                >
                  <Trans>Afmelden</Trans>
                </Button>
              </>
            ) : (
              <>
                <Link href={location === '/login' ? '/login' : loginPathReturningTo(location)} className="top-bar-button">
                  <Trans>Aanmelden</Trans>
                </Link>
                <Link href="/register" className="top-bar-button">
                  <Trans>Registreren</Trans>
                </Link>
              </>
            )}
          </div>
        </div>
        {hasToken && <CartButton count={cartCount.count} known={cartCount.known} />}
        {/* While the session is set up, the cart button's place is kept: the page does not jump when it comes. */}
        {!hasToken && !sessionSettled && <CartButtonPlace />}
      </nav>
    </header>
  );
}

function Footer() {
  const { t } = useLingui();
  const { reopen: reopenCookieSettings } = useCookieConsentFlow();
  const links = [
    { href: FOOTER_LINKS.accessibility, label: t`Toegankelijkheid` },
    { href: FOOTER_LINKS.contact, label: t`Contact` },
    { href: FOOTER_LINKS.disclaimer, label: t`Disclaimer` },
    { href: FOOTER_LINKS.faq, label: t`Veelgestelde vragen` },
    { href: FOOTER_LINKS.privacy, label: t`Privacy` },
    { href: FOOTER_LINKS.regulation, label: t`Reglement` },
    { href: FOOTER_LINKS.terms, label: t`Algemene voorwaarden` },
    { href: FOOTER_LINKS.warehouses, label: t`Magazijnen` },
    { href: FOOTER_LINKS.workshops, label: t`Workshops` },
  ];
  return (
    <footer className="footer">
      <nav aria-label={t`Voettekst`}>
        <ul className="footer-links">
          {links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? <Link href={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
            </li>
          ))}
          <li>
            <Button variant="quiet" onPress={reopenCookieSettings}>
              <Trans>Cookie-instellingen</Trans>
            </Button>
          </li>
        </ul>
      </nav>
      <a href={FOOTER_LINKS.social} className="footer-social" aria-label={t`Uitleendienst op Facebook`}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V11H7v4h3v9h4v-9h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" />
        </svg>
      </a>
    </footer>
  );
}

function Dialogs() {
  const { asking: askingConsent } = useCookieConsentFlow();
  // A first visit is asked about cookies once the page stands, not while it paints.
  const pageLoaded = usePageLoaded();
  return (
    <Suspense fallback={null}>
      {askingConsent && pageLoaded && <CookieModal />}
    </Suspense>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEffect(notePageSeen, [location]);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Naar de inhoud</Trans>
      </a>
      <TopBar />
      <ToastRegion />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PageTitleAnnouncer />
      <Dialogs />
    </>
  );
}
