import { Fragment, type ChangeEvent, type ReactNode } from 'react';
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

  const select = (part: keyof DateParts) => (event: ChangeEvent<HTMLSelectElement>) => onChange({ ...value, [part]: event.target.value });

  const fields: Record<keyof DateParts, ReactNode> = {
    day: (
      <Col xs={4}>
        <Form.Select
          aria-label={t('signup.day')}
          name="dob-day"
          value={value.day}
          onChange={select('day')}
          isInvalid={invalid}
          autoComplete="bday-day"
        >
          <option value="">{t('signup.day')}</option>
          {DAYS.map((day) => (
            <option key={day} value={String(day)} disabled={day > lastDay}>
              {day}
            </option>
          ))}
        </Form.Select>
      </Col>
    ),
    month: (
      <Col xs={5}>
        <Form.Select
          aria-label={t('signup.month')}
          name="dob-month"
          value={value.month}
          onChange={select('month')}
          isInvalid={invalid}
          autoComplete="bday-month"
        >
          <option value="">{t('signup.month')}</option>
          {months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </Form.Select>
      </Col>
    ),
    year: (
      <Col xs={3}>
        <Form.Select
          aria-label={t('signup.year')}
          name="dob-year"
          value={value.year}
          onChange={select('year')}
          isInvalid={invalid}
          autoComplete="bday-year"
        >
          <option value="">{t('signup.year')}</option>
          {yearOptions().map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </Form.Select>
      </Col>
    ),
  };

  return (
    <fieldset className="mb-3 signup-dob" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-2">{t('signup.date_of_birth')}</legend>
      <Row className="g-1 g-sm-2">
        {datePartOrder(localeTag).map((part) => (
          <Fragment key={part}>{fields[part]}</Fragment>
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
