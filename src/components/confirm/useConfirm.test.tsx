/** Confirmations: each asking opens one dialog, also when two screens' holders stand side by side. */
import { renderStyled } from '../../../tests/styles';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { Button } from 'antd';
import { button, shownConfirm, user } from '../../../tests/ui';
import { useConfirm, useDangerConfirm } from './useConfirm';

function TwoHolders() {
  const [confirm, confirmHolder] = useConfirm();
  const [confirmDanger, dangerHolder] = useDangerConfirm();
  return (
    <div>
      {confirmHolder}
      {dangerHolder}
      <Button onClick={() => confirm({ title: 'Send the upgrade?', content: 'To 3 devices.', onOk: () => {} })}>Send</Button>
      <Button onClick={() => confirmDanger({ title: 'Leave this page?', content: 'Changes are lost.', onOk: () => {} })}>Leave</Button>
    </div>
  );
}

it('opens the second holder’s confirmation while the first one’s is open (siblings keyed apart)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderStyled(
      <RawIntlProvider value={getIntl('en-US')}>
        <TwoHolders />
      </RawIntlProvider>,
    );
    await user().click(button('Send'));
    await shownConfirm('Send the upgrade?');
    await user().click(button('Leave'));
    await shownConfirm('Leave this page?');
    // Both stand: neither replaced the other, and React met no two children of one key.
    await shownConfirm('Send the upgrade?');
    expect(errors.mock.calls.filter((args) => String(args[0]).includes('same key'))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});
