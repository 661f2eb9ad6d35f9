/**
 * Name and phone (and optionally company and job number) of a new member;
 * the company is chosen by searching the server's companies.
 */
import { useIntl } from '@umijs/max';
import { Form, Input, Select } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRules } from '@/components/form/useRules';
import { searchCompanies, type Company } from '@/services/account';
import { PHONE_MAX, TEXT_MAX } from '@/utils/rules';

const SEARCH_WAIT_MS = 300;

export default function ProfileFields({ withCompany = false }: { withCompany?: boolean }) {
  const intl = useIntl();
  const rules = useRules();
  const [companies, setCompanies] = useState<Company[]>([]);
  // The company search waits for a pause in typing (a plain timer: ahooks' debounce brings lodash's).
  const timer = useRef<number>();
  const search = useCallback((name: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      searchCompanies(name)
        .then((page) => setCompanies(page.items))
        .catch(() => undefined);
    }, SEARCH_WAIT_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (withCompany) search('');
  }, [withCompany, search]);
  return (
    <>
      <Form.Item name="name" label={intl.formatMessage({ id: 'account.name' })} rules={rules.text({ required: 'rules.name.required' })}>
        <Input autoComplete="name" maxLength={TEXT_MAX} />
      </Form.Item>
      <Form.Item name="phone" label={intl.formatMessage({ id: 'account.phone' })} rules={rules.phone()}>
        <Input autoComplete="tel" inputMode="tel" maxLength={PHONE_MAX} />
      </Form.Item>
      {withCompany && (
        <>
          <Form.Item name="companyId" label={intl.formatMessage({ id: 'account.company' })}>
            <Select
              showSearch
              allowClear
              filterOption={false}
              onSearch={search}
              placeholder={intl.formatMessage({ id: 'account.companyPlaceholder' })}
              options={companies.map((company) => ({ value: company.id, label: company.name }))}
            />
          </Form.Item>
          <Form.Item name="jobNumber" label={intl.formatMessage({ id: 'account.jobNumber' })} rules={rules.text()}>
            <Input maxLength={TEXT_MAX} />
          </Form.Item>
        </>
      )}
    </>
  );
}
