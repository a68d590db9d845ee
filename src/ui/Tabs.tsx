import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import './content.css';

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
}

/** Tabs (WAI-ARIA tabs: arrow keys move between tabs, Tab goes into the panel). */
export function Tabs({ label, tabs }: { label: string; tabs: TabItem[] }) {
  return (
    <AriaTabs className="content-tabs">
      <TabList aria-label={label} className="content-tab-list" items={tabs}>
        {(tab) => (
          <Tab id={tab.id} className="content-tab">
            {tab.title}
          </Tab>
        )}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="content-tab-panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
