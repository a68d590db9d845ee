import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { EdgeCoverage, WalkedShare } from './browser-coverage.ts';
import type { FlowTransitionKind } from './model.ts';
import { CHART_COLORS, COVERAGE_STYLE, EDGE_DASH } from './scene.ts';

function EdgeSample({ kind }: { kind: FlowTransitionKind }) {
  return (
    <svg width="40" height="12" aria-hidden="true" className="flows-legend-sample">
      <line x1="2" y1="6" x2="38" y2="6" stroke={CHART_COLORS.edge[kind]} strokeWidth="2" strokeDasharray={EDGE_DASH[kind] ?? undefined} />
    </svg>
  );
}

/** A coverage style drawn as the chart draws its edges. */
export function CoverageSample({ coverage }: { coverage: EdgeCoverage }) {
  const style = COVERAGE_STYLE[coverage];
  return (
    <svg width="40" height="12" aria-hidden="true" className="flows-legend-sample">
      <line x1="3" y1="6" x2="37" y2="6" stroke={style.color} strokeWidth={style.width} strokeDasharray={style.dash ?? undefined} strokeLinecap={style.linecap} />
    </svg>
  );
}

function Row({ sample, children }: { sample: ReactNode; children: ReactNode }) {
  return (
    <li>
      {sample}
      <span>{children}</span>
    </li>
  );
}

function CoverageSummary({ share: { walked, total, percent } }: { share: WalkedShare }) {
  const { i18n } = useLingui();
  const share = i18n.number(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <p className="flows-legend-summary">
      <Trans>
        Browserdekking: {walked} van <Plural value={total} one="# overgang" other="# overgangen" /> ({share}) gelopen door de browsertests.
      </Trans>
    </p>
  );
}

/**
 * How to read the chart: the line styles and marks the drawing uses. With a browser coverage
 * report loaded the edges are drawn by coverage, so the coverage styles replace the kinds.
 */
export function Legend({ coverage }: { coverage?: WalkedShare | undefined }) {
  return (
    <div className="flows-legend">
      <h3>
        <Trans>Zo lees je het diagram</Trans>
      </h3>
      {coverage && <CoverageSummary share={coverage} />}
      <ul>
        {coverage ? (
          <>
            <Row sample={<CoverageSample coverage="walked" />}>
              <Trans>gelopen door de browsertests</Trans>
            </Row>
            <Row sample={<CoverageSample coverage="replayed" />}>
              <Trans>alleen gedekt door de gegenereerde paden (de machine zonder browser)</Trans>
            </Row>
            <Row sample={<CoverageSample coverage="uncovered" />}>
              <Trans>niet gedekt</Trans>
            </Row>
            <li className="muted">
              <Trans>Het label noemt het soort overgang (always, after, done, error). Een overgang die in haar toestand staat, is in haar stijl onderstreept.</Trans>
            </li>
          </>
        ) : (
          <>
            <Row sample={<EdgeSample kind="event" />}>
              <Trans>gebeurtenis [bewaking] / acties</Trans>
            </Row>
            <Row sample={<EdgeSample kind="always" />}>
              <Trans>always: meteen, zonder gebeurtenis</Trans>
            </Row>
            <Row sample={<EdgeSample kind="after" />}>
              <Trans>after: na een wachttijd</Trans>
            </Row>
            <Row sample={<EdgeSample kind="done" />}>
              <Trans>done: een aangeroepen actor is klaar</Trans>
            </Row>
            <Row sample={<EdgeSample kind="error" />}>
              <Trans>error: een aangeroepen actor faalde</Trans>
            </Row>
          </>
        )}
        <Row
          sample={
            <svg width="40" height="12" aria-hidden="true" className="flows-legend-sample">
              <circle cx="8" cy="6" r="5" fill={CHART_COLORS.text} />
            </svg>
          }
        >
          <Trans>begintoestand</Trans>
        </Row>
        <Row
          sample={
            <svg width="40" height="16" aria-hidden="true" className="flows-legend-sample">
              <rect x="2" y="1" width="36" height="14" rx="4" fill="none" stroke={CHART_COLORS.border} strokeWidth="1.5" />
              <rect x="5" y="4" width="30" height="8" rx="2" fill="none" stroke={CHART_COLORS.border} strokeWidth="1.5" />
            </svg>
          }
        >
          <Trans>eindtoestand</Trans>
        </Row>
      </ul>
    </div>
  );
}
