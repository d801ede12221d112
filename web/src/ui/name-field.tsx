/** The name asked of someone who has not played yet (a guest name when left empty). */
export function NameField(props: {
  id: string;
  label: string;
  value: string;
  onInput: (name: string) => void;
}) {
  return (
    <div class="field name">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        value={props.value}
        maxLength={40}
        autocomplete="nickname"
        placeholder="Guest"
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </div>
  );
}
