import Form from 'react-bootstrap/Form';

interface Props<V extends string> {
  name: string;
  legend: string;
  options: readonly V[];
  label: (value: V) => string;
  value: V | null;
  onChange: (value: V) => void;
  error?: string | null;
}

/** Radio buttons styled as large tappable chips. */
export function ChoiceGroup<V extends string>({ name, legend, options, label, value, onChange, error }: Props<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6 mb-2">{legend}</legend>
      <div className="choice-group">
        {options.map((option) => (
          <Form.Check
            key={option}
            type="radio"
            id={`${name}-${option}`}
            name={name}
            className="choice-group__item"
            checked={value === option}
            onChange={() => onChange(option)}
            label={label(option)}
            isInvalid={Boolean(error)}
          />
        ))}
      </div>
      {error ? (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
