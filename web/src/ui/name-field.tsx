import { t } from '../i18n';

/** The name asked of someone who has not played yet (a guest name when left empty, unless required). */
export function NameField(props: {
  id: string;
  label: string;
  value: string;
  onInput: (name: string) => void;
  /** A name must be given (no guest name). */
  required?: boolean;
}) {
  return (
    <div class="field name">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={props.value}
        maxLength={40}
        autocomplete="nickname"
        placeholder={props.required ? undefined : t('common.guest')}
        required={props.required}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </div>
  );
}
