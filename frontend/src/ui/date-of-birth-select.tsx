import type { ChangeEvent } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { datePartOrder, daysInMonth, monthNames, yearOptions, type DateParts } from './date-of-birth';
import { useLocaleTag } from './use-locale-tag';

interface Props {
  value: DateParts;
  onChange: (value: DateParts) => void;
  error?: string | null;
}

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/**
 * Day, month and year as three selects, in the order the member's locale writes a date (month
 * first in the US): quicker than a date picker on every device.
 */
export function DateOfBirthSelect({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const months = monthNames(localeTag);
  const lastDay = value.month ? daysInMonth(Number(value.year), Number(value.month)) : 31;
  const invalid = Boolean(error);
  const describedBy = error ? 'signup-dob-error' : undefined;

  // Each part: its width in the row, and its choices as [value, label, disabled].
  const parts: Record<keyof DateParts, { width: number; options: [string, string, boolean][] }> = {
    day: { width: 4, options: DAYS.map((day) => [String(day), String(day), day > lastDay]) },
    month: { width: 5, options: months.map((name, index) => [String(index + 1), name, false]) },
    year: { width: 3, options: yearOptions().map((year) => [String(year), String(year), false]) },
  };

  return (
    <fieldset className="mb-3 signup-dob" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-2">{t('signup.date_of_birth')}</legend>
      <Row className="g-1 g-sm-2">
        {datePartOrder(localeTag).map((part) => (
          <Col xs={parts[part].width} key={part}>
            <Form.Select
              aria-label={t(`signup.${part}`)}
              name={`dob-${part}`}
              value={value[part]}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange({ ...value, [part]: event.target.value })}
              isInvalid={invalid}
              autoComplete={`bday-${part}`}
            >
              <option value="">{t(`signup.${part}`)}</option>
              {parts[part].options.map(([option, label, disabled]) => (
                <option key={option} value={option} disabled={disabled}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Col>
        ))}
      </Row>
      {error ? (
        <div className="invalid-feedback d-block" id="signup-dob-error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
