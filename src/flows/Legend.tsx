import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FlowTransitionKind } from './model.ts';
import { CHART_COLORS, EDGE_DASH } from './scene.ts';

function EdgeSample({ kind }: { kind: FlowTransitionKind }) {
  return (
    <svg width="40" height="12" aria-hidden="true" className="flows-legend-sample">
      <line x1="2" y1="6" x2="38" y2="6" stroke={CHART_COLORS.edge[kind]} strokeWidth="2" strokeDasharray={EDGE_DASH[kind] ?? undefined} />
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

/** How to read the chart: the line styles and marks the drawing uses. */
export function Legend() {
  return (
    <div className="flows-legend">
      <h3>
        <Trans>Zo lees je het diagram</Trans>
      </h3>
      <ul>
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
