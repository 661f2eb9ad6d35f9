/**
 * /account/center: account, name, company, role and avatar; the profile
 * (name, phone, gender, job number) can be edited, the avatar replaced
 * (PNG or JPG, at most 2 MB), and the header shows the new one.
 */
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Avatar, Button, Card, Descriptions, Space, Typography, message } from 'antd';
import { useState } from 'react';
import { detailItem } from '@/components/DetailSection';
import FilePick from '@/components/form/FilePick';
import { showCallFailure } from '@/components/form/serverErrors';
import { lazyPart } from '@/components/lazyPart';
import PageFrame from '@/components/pageFrame/PageFrame';
import { DRAFT_FORMS } from '@/drafts/forms';
import { useDraftReopen } from '@/drafts/useDraftReopen';
import { useData } from '@/request/useData';
import { readCurrentUser, writeCurrentUser } from '@/request/storage';
import { fetchCenter, uploadAvatar, type Center } from '@/services/account';
import { avatarProblem } from '@/utils/rules';
import { useTranslate } from '@/utils/translate';

const ProfileModal = lazyPart(() => import(/* webpackChunkName: "account-profile" */ './components/ProfileModal'), { fallback: null });

export default function AccountCenter() {
  const { initialState, setInitialState } = useModel('@@initialState');
  const avatar = useModel('avatar');
  const uploads = useModel('upload');
  const [editing, setEditing] = useState(false);
  /** Whether the dialog has been opened: it stays drawn afterwards, so it can close with its animation. */
  const [opened, setOpened] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Back after a lost session with the profile's changes kept: the dialog opens again with them.
  useDraftReopen(DRAFT_FORMS.profile, () => {
    setOpened(true);
    setEditing(true);
  });
  const { data: center, loading, mutate } = useData(fetchCenter, { cacheKey: 'person-center' });
  const t = useTranslate();

  const saved = async (next: Center) => {
    mutate(next);
    const stored = readCurrentUser();
    if (stored) writeCurrentUser({ ...stored, name: next.name });
    if (initialState?.currentUser) {
      await setInitialState({ ...initialState, currentUser: { ...initialState.currentUser, name: next.name } });
    }
    setEditing(false);
    message.success(t('center.saved'));
  };

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { headVersion } = await uploads.start(file.name, (progress) => uploadAvatar(file, file.name, progress));
      if (center) mutate({ ...center, headVersion });
      await avatar.reload();
      message.success(t('center.avatar.done'));
    } catch (error) {
      showCallFailure(error);
    } finally {
      setUploading(false);
    }
  };

  const genderLabel = center?.gender ? t(`account.gender.${center.gender}`) : '-';

  return (
    <PageFrame title={t('center.title')}>
      <Card loading={loading && !center}>
        <Space align="start" size={32} wrap>
          <Space direction="vertical" align="center">
            <Avatar size={96} src={avatar.url} icon={<UserOutlined />} alt={t('center.avatar')} data-testid="center-avatar" />
            <FilePick
              accept=".png,.jpg,.jpeg,image/png,image/jpeg"
              icon={<UploadOutlined />}
              loading={uploading}
              onPick={(file) => {
                const problem = avatarProblem(file);
                if (problem) message.error(t(`center.avatar.${problem}`));
                else void upload(file);
              }}
            >
              {t('center.avatar.upload')}
            </FilePick>
            <Typography.Text type="secondary">{t('center.avatar.hint')}</Typography.Text>
          </Space>
          <Descriptions column={1} bordered size="middle" style={{ minWidth: 360 }}>
            {detailItem(t('login.account'), center?.account)}
            {detailItem(t('account.name'), center?.name)}
            {detailItem(t('account.email'), center?.email || '-', { ltr: true })}
            {detailItem(t('account.phone'), center?.phone || '-', { ltr: true })}
            {detailItem(t('account.gender'), genderLabel)}
            {detailItem(t('account.jobNumber'), center?.jobNumber || '-', { ltr: true })}
            {detailItem(t('account.company'), center?.companyName || '-')}
            {detailItem(t('account.role'), center?.roleName || '-')}
          </Descriptions>
        </Space>
        <div style={{ marginTop: 24 }}>
          <Button
            type="primary"
            disabled={!center}
            // The dialog's chunk comes as the pointer nears the button (or the button takes focus).
            onPointerEnter={ProfileModal.preload}
            onFocus={ProfileModal.preload}
            onClick={() => {
              setOpened(true);
              setEditing(true);
            }}
          >
            {t('center.edit')}
          </Button>
        </div>
      </Card>
      {opened && center ? <ProfileModal open={editing} center={center} onClose={() => setEditing(false)} onSaved={saved} /> : null}
    </PageFrame>
  );
}
