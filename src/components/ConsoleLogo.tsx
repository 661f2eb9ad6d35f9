/**
 * The console's logo, the robot mark of the favicon (public/favicon.svg), drawn by the header in
 * the mixed layout (section 2: "Otherwise the logo is shown"; the top layout and /control show the
 * menu button there instead). Drawn as markup, not fetched, so the header needs no request for it.
 */
import { useIntl } from '@umijs/max';
import { THEME } from '../../config/defaultSettings';

export default function ConsoleLogo() {
  const intl = useIntl();
  return (
    <svg role="img" aria-label={intl.formatMessage({ id: 'app.title' })} viewBox="0 0 64 64" width={32} height={32} data-testid="console-logo">
      <rect width="64" height="64" rx="14" fill={THEME.colorPrimary} />
      <rect x="16" y="20" width="32" height="26" rx="6" fill="#fff" />
      <circle cx="26" cy="33" r="4" fill={THEME.colorPrimary} />
      <circle cx="38" cy="33" r="4" fill={THEME.colorPrimary} />
      <rect x="30" y="10" width="4" height="10" fill="#fff" />
    </svg>
  );
}
