import { FIELD_MAX_LENGTH } from '../../../../contract/limits.ts';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import type { address } from '../../../../locales/ru/widgets.ts';
import type { Shape } from '../../../../locales/types.ts';
import {
  StepHeading,
  formStyles as styles,
  useAutoComplete,
  type FieldsOf,
  type FormApi,
  type FormValues,
  type HeadingLevel,
} from '../../../forms/index.ts';
import * as own from './AddressCheckWidget.css.ts';

type Manual = FormValues & { manualCity: string; manualStreet: string; manualHouse: string };

/**
 * «Ввести вручную»: city, street and house typed by hand (forbidden characters refused), for an
 * address the directory does not have; a manager checks its coverage after the application.
 */
export function ManualAddressFields<V extends Manual>({
  form,
  words: a,
  level,
  onBackToList,
}: {
  form: FormApi<V>;
  words: Shape<typeof address>;
  level: HeadingLevel;
  onBackToList: () => void;
}) {
  const auto = useAutoComplete();
  const text = (name: 'manualCity' | 'manualStreet' | 'manualHouse') =>
    form.field(name as FieldsOf<V, string>);
  return (
    <>
      <StepHeading level={level} focusOnMount={false}>
        {a.manualTitle}
      </StepHeading>
      <p className={styles.text}>{a.manualHint}</p>
      <TextField
        label={a.city}
        required
        forbiddenCharacters
        autoComplete={auto('address-level2')}
        maxLength={FIELD_MAX_LENGTH.addressPart}
        {...text('manualCity')}
      />
      <TextField
        label={a.street}
        required
        forbiddenCharacters
        autoComplete={auto('address-line1')}
        maxLength={FIELD_MAX_LENGTH.addressPart}
        {...text('manualStreet')}
      />
      <TextField
        label={a.house}
        hint={a.houseManualHint}
        required
        forbiddenCharacters
        autoComplete={auto('address-line2')}
        maxLength={FIELD_MAX_LENGTH.flat}
        {...text('manualHouse')}
      />
      <p className={own.manualSwitch}>
        <Button variant="ghost" size="s" onClick={() => onBackToList()}>
          {a.backToList}
        </Button>
      </p>
    </>
  );
}
