import type { ReactNode } from 'react';
import { FieldError, Text } from 'react-aria-components';
import './ui.css';

/** A field's description and error, announced with the field; every field wrapper ends with it. */
export function FieldMessages({ description, error }: { description?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error">{error}</FieldError>
    </>
  );
}
