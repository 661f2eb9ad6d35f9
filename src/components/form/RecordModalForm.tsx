/**
 * The dialog that adds or edits one record of a list (an asset, a scene, a
 * role, an agent): its title, Save and Cancel, the success message, and a failure
 * put on the form's fields (or said once) with what was typed kept. The
 * texts come from the record's dictionary prefix: `<prefix>.add`,
 * `<prefix>.edit`, `<prefix>.created` and `<prefix>.saved` (with `{name}`).
 * Closed with changes (Cancel, its close button, Escape, the mask), it asks
 * first (useUnsavedChanges); after a save it closes without asking, and
 * while a save is on its way leaving asks nothing (the save goes on). Its
 * changes are kept as a draft when the session expires or the page reloads
 * (the screen reopens it: useDraftReopen), and a save that got no reply
 * offers Retry.
 */
import { ModalForm } from '@ant-design/pro-components';
import { message, type FormInstance } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { showFormFailure, type NamePath } from './serverErrors';
import { useUnsavedChanges } from './useUnsavedChanges';
import { useTranslate } from '@/utils/translate';

export interface RecordModalFormProps<Values extends object, Saved extends { name: string }> {
  /** The form's name and the dictionary prefix of its texts. */
  prefix: string;
  form: FormInstance<Values>;
  open: boolean;
  /** An existing record is being edited (else one is added). */
  editing: boolean;
  width?: number;
  initialValues: Partial<Values>;
  /** Request field -> form field, for the server's field reasons (see showFormFailure). */
  serverFields: Record<string, NamePath>;
  save: (values: Values) => Promise<Saved>;
  onClose: () => void;
  onSaved: (saved: Saved) => void;
  /** The confirming button's text; 'Save' when left out. */
  okText?: string;
  /** Lay the fields out on a grid (each field's `colProps`). */
  grid?: boolean;
  /** `false`: date fields give their values as they are (dayjs), for `save` to convert. */
  dateFormatter?: false;
  /**
   * What opened the dialog, kept with a draft of its changes (the record
   * edited, null to add one): a draft comes back only into the same, and
   * the screen reopens the dialog with it (useDraftReopen under `prefix`).
   */
  draftContext?: unknown;
  children: ReactNode;
}

export default function RecordModalForm<Values extends object, Saved extends { name: string }>({
  prefix,
  form,
  open,
  editing,
  width = 520,
  initialValues,
  serverFields,
  save,
  onClose,
  onSaved,
  okText,
  grid = false,
  dateFormatter,
  draftContext = null,
  children,
}: RecordModalFormProps<Values, Saved>) {
  // Whether the form is still on screen when a (long) save ends.
  const shown = useRef(open);
  useEffect(() => {
    shown.current = open;
    return () => {
      shown.current = false;
    };
  }, [open]);
  const unsaved = useUnsavedChanges(form, { initialValues, active: open, draft: { form: prefix, context: draftContext } });
  const t = useTranslate();
  const submit = async (values: Values) => {
    try {
      // A save on its way goes on without the dialog (an upload runs on in the header): leaving asks nothing meanwhile.
      const saved = await unsaved.whileSaving(save(values));
      unsaved.saved();
      message.success(t(`${prefix}.${editing ? 'saved' : 'created'}`, { name: saved.name }));
      onSaved(saved);
      return true;
    } catch (error) {
      showFormFailure(form, error, shown.current ? serverFields : {}, prefix);
      return false;
    }
  };
  return (
    <>
      {unsaved.holder}
      <ModalForm<Values>
        form={form}
        name={prefix}
        open={open}
        title={t(`${prefix}.${editing ? 'edit' : 'add'}`)}
        width={width}
        grid={grid}
        rowProps={grid ? { gutter: 16 } : undefined}
        {...(dateFormatter === false ? { dateFormatter: false } : {})}
        initialValues={initialValues}
        modalProps={{
          destroyOnHidden: true,
          onCancel: () => unsaved.confirmLeave(onClose),
          okText: okText ?? t('common.save'),
          cancelText: t('common.cancel'),
        }}
        onFinish={submit}
      >
        {unsaved.notice}
        {children}
      </ModalForm>
    </>
  );
}
