import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../layout/use-page-title';
import { SignupFlow } from './signup-flow';
import '../accounts.scss';

type Props = Parameters<typeof SignupFlow>[0];

/** The signup flow as a page: phones (docs/product.md#screens) and direct links. */
export function SignupPage(props: Props) {
  const { t } = useTranslation();
  usePageTitle(t('signup.title'));
  return (
    <Container className="signup-page">
      <div className="signup-page__card">
        <h1 className="signup-page__title">{t('signup.title')}</h1>
        <SignupFlow {...props} />
      </div>
    </Container>
  );
}
