/**
 * The dialog of a form that does one thing (publish a version, add a config item, reference a module): its
 * title and confirming button, the fields checked before anything is sent, the confirming button busy while
 * the save is on its way, and everything a form of the console owes its user (useUnsavedChanges): closing
 * it with changes asks first, the changes are kept as a draft when the session expires or the page reloads
 * (the screen reopens it: useDraftReopen), a restored draft says so, and a save that got no reply offers
 * Retry. A refused save keeps what was typed: the server's field reasons go on their fields, any other
 * reason is said once (showFormFailure).
 *
 * RecordModalForm is the same for adding or editing one record of a list (its title, Save and success
 * message come from the record's dictionary prefix); this one leaves the words and what follows a save to
 * the caller.
 */
import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import type { DraftOptions } from '@/drafts/useDraft';
import { useTranslate } from '@/utils/translate';
import { showFormFailure, type NamePath } from './serverErrors';
import { useUnsavedChanges } from './useUnsavedChanges';

export interface FormDialogProps<Values extends object> {
  form: FormInstance<Values>;
  title: string;
  /** The confirming button's words. */
  okText: string;
  /** Where the changes are kept as a draft (the screen reopens the dialog under `draft.form`). */
  draft: DraftOptions;
  initialValues?: Partial<Values>;
  /**
   * Sends the checked values. Resolved: saved, and the dialog's changes are forgotten (the caller closes it).
   * Resolved with `false`: not saved yet (a question stands between, such as an overwrite to confirm); the
   * caller calls `markSaved` once it is. Rejected: the refusal is shown (`serverFields`, `failurePrefix`).
   */
  save: (values: Values, markSaved: () => void) => Promise<boolean | void>;
  /** Request field -> form field, for the server's field reasons. */
  serverFields: Record<string, NamePath>;
  /** The dictionary prefix of the fields' server reasons (`<prefix>.server.<field>.<reason>`). */
  failurePrefix?: string;
  onClose: () => void;
  width?: number;
  children: ReactNode;
}

export default function FormDialog<Values extends object>({
  form,
  title,
  okText,
  draft,
  initialValues,
  save,
  serverFields,
  failurePrefix,
  onClose,
  width,
  children,
}: FormDialogProps<Values>) {
  const t = useTranslate();
  const [saving, setSaving] = useState(false);
  const unsaved = useUnsavedChanges(form, { initialValues, draft });
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      const done = await unsaved.whileSaving(save(values, unsaved.saved));
      if (done !== false) unsaved.saved();
    } catch (error) {
      showFormFailure(form, error, serverFields, failurePrefix);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={() => unsaved.confirmLeave(onClose)}
      onOk={submit}
      confirmLoading={saving}
      okText={okText}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      {unsaved.holder}
      {unsaved.notice}
      {/* A draft's Retry submits the form (form.submit): it saves as the button does. */}
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
        {children}
      </Form>
    </Modal>
  );
}
