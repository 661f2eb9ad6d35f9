/** Add or edit an agent: a name (required, at most 50), company number and head (at most 50), a contact phone (required, 5-20). */
import { ProFormText } from '@ant-design/pro-components';
import { Form } from 'antd';
import RecordModalForm from '@/components/form/RecordModalForm';
import { useRules } from '@/components/form/useRules';
import { createAgent, updateAgent } from '@/services/agents';
import type { Agent, AgentInput } from '@/services/types/agent';
import { TEXT_MAX } from '@/utils/rules';
import { useTranslate } from '@/utils/translate';

const SERVER_FIELDS = { name: 'name', companyNumber: 'companyNumber', head: 'head', contactPhone: 'contactPhone' };

interface AgentValues {
  name: string;
  companyNumber?: string;
  head?: string;
  contactPhone: string;
}

/** The body: texts trimmed; an emptied company number or head is sent as null (cleared), never left out (kept). */
export function agentInput(values: AgentValues): AgentInput {
  const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);
  return {
    name: values.name.trim(),
    companyNumber: optional(values.companyNumber),
    head: optional(values.head),
    contactPhone: values.contactPhone.trim(),
  };
}

export interface AgentFormProps {
  open: boolean;
  agent?: Agent;
  onClose: () => void;
  onSaved: (agent: Agent) => void;
}

export default function AgentForm({ open, agent, onClose, onSaved }: AgentFormProps) {
  const rules = useRules();
  const [form] = Form.useForm<AgentValues>();
  const t = useTranslate();
  const counted = { count: { show: true, max: TEXT_MAX } };
  return (
    <RecordModalForm<AgentValues, Agent>
      prefix="agent"
      form={form}
      open={open}
      editing={Boolean(agent)}
      draftContext={agent ?? null}
      width={520}
      initialValues={agent ? { name: agent.name, companyNumber: agent.companyNumber, head: agent.head, contactPhone: agent.contactPhone } : {}}
      serverFields={SERVER_FIELDS}
      save={(values) => {
        const input = agentInput(values);
        return agent ? updateAgent(agent.id, input) : createAgent(input);
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      <ProFormText name="name" label={t('agent.name')} rules={rules.text({ required: 'agent.form.name.required' })} fieldProps={counted} />
      <ProFormText name="companyNumber" label={t('agent.companyNumber')} rules={rules.text()} fieldProps={counted} />
      <ProFormText name="head" label={t('agent.head')} rules={rules.text()} fieldProps={counted} />
      <ProFormText name="contactPhone" label={t('agent.contactPhone')} rules={rules.phone()} />
    </RecordModalForm>
  );
}
