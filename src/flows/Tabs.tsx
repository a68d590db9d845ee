import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList as AriaTabList, TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';

/** Thin styled wrappers in the manner of src/ui: the flows view is the only user of tabs so far. */

export function Tabs({ selectedKey, onSelectionChange, children }: { selectedKey: string; onSelectionChange(key: Key): void; children: ReactNode }) {
  return (
    <AriaTabs selectedKey={selectedKey} onSelectionChange={onSelectionChange} className="tabs">
      {children}
    </AriaTabs>
  );
}

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <AriaTabList aria-label={label} className="tab-list">
      {children}
    </AriaTabList>
  );
}

export function Tab({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTab id={id} className="tab">
      {children}
    </AriaTab>
  );
}

export function TabPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <AriaTabPanel id={id} className="tab-panel">
      {children}
    </AriaTabPanel>
  );
}
