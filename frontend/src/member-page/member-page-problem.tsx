import { Link } from '@tanstack/react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { MemberPageProblem as Problem } from './member-page-rules';

interface Props {
  /** Not `login`: the page sends visitors to the login form instead. */
  problem: Exclude<Problem, 'login'>;
  message: string;
  onRetry: () => void;
}

/** Instead of the profile: gone, no access (they blocked the viewer), or a failure. */
export function MemberPageProblem({ problem, message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <Alert variant={problem === 'failed' ? 'danger' : 'light'} className="member-page__problem" data-testid={`member-page-${problem}`}>
      <h1 className="h4">{t(`member_page.${problem}_title`)}</h1>
      <p>{problem === 'failed' ? message : t(`member_page.${problem}_body`)}</p>
      {problem === 'failed' ? (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : (
        <Link to="/members" className="btn btn-outline-primary">
          {t('member_page.back_to_search')}
        </Link>
      )}
    </Alert>
  );
}
