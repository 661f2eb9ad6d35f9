/** The right side of the header: notifications, uploads, language, display settings, account. Loaded lazily, outside the entry chunk. */
import AccountMenu from './AccountMenu';
import DisplaySettings from './DisplaySettings';
import LanguageMenu from './LanguageMenu';
import NotificationBell from './notifications/NotificationBell';
import UploadIndicator from './upload/UploadIndicator';

export default function HeaderActions() {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <NotificationBell />
      <UploadIndicator />
      <LanguageMenu />
      <DisplaySettings />
      <AccountMenu />
    </div>
  );
}
