import { REGISTRATION_TYPES, type RegistrationType } from '../../../domain/registration.ts';
import { registrationTypeActionText, registrationTypeMeaningText, registrationTypeText } from '../../../texts/onboarding-registration.ts';
import { Button } from '../../../ui/Button.tsx';

/** Spec 002 §2: the kind comes first: three choices, each with what it means. */
export function TypeChoice({ current, onChoose }: { current: RegistrationType | null; onChoose: (type: RegistrationType) => void }) {
  return (
    <ul className="card-choices registration-types">
      {REGISTRATION_TYPES.map((type) => (
        <li key={type} className="card" data-current={type === current || undefined}>
          <h2>{registrationTypeText(type)}</h2>
          <p id={`registration-type-${type}`}>{registrationTypeMeaningText(type)}</p>
          <Button variant={type === current ? 'primary' : 'secondary'} onPress={() => onChoose(type)} aria-describedby={`registration-type-${type}`}>
            {registrationTypeActionText(type)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
