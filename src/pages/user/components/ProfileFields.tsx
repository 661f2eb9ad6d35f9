/**
 * Name and phone (and optionally company and job number) of a new member.
 * The company's search select (antd's Select with rc-select, its virtual
 * list and Trigger, about 34 KB gzip) loads when the field is first drawn:
 * only the desktop profile step asks for a company, so the mobile step and
 * an invitation's form leave it out of their cold load. Until it arrives, a
 * read-only input of the same size holds its place with its placeholder.
 */
import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import type { SelectProps } from 'antd/es/select';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useRules } from '@/components/form/useRules';
import { Input } from '@/components/lean/LeanInput';
import { lazyPart } from '@/components/lazyPart';
import HeldPlace from '@/components/lean/HeldPlace';
import { searchCompanies, type Company } from '@/services/account';
import { PHONE_MAX, TEXT_MAX } from '@/utils/rules';

const SEARCH_WAIT_MS = 300;

const CompanySelect = lazyPart<SelectProps>(
  () => import(/* webpackChunkName: "antd-select" */ 'antd/es/select') as Promise<{ default: ComponentType<SelectProps> }>,
  { fallback: ({ placeholder }) => <HeldPlace placeholder={typeof placeholder === 'string' ? placeholder : undefined} /> },
);

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
            <CompanySelect
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
