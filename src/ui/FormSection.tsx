import type { ReactNode } from 'react';
import './form-page.css';

/** One titled part of a long form (the guest's details, a registration): a card with a heading screen readers can jump to. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="form-section">
      <h2 className="form-section-title">{title}</h2>
      {children}
    </section>
  );
}
