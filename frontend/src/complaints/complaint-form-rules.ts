import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN, type ComplaintDto, type ComplaintTopic } from '@amoretto/shared';
import { emailProblem } from '../accounts/common/validation';

export interface ComplaintFormValues {
  topic: ComplaintTopic | '';
  text: string;
  email: string;
  memberId: string;
  conversationId: string;
}

export type ComplaintField = 'topic' | 'text' | 'email' | 'member_id' | 'conversation_id';

/** What is wrong with a field, as a message key of `complaint_form` (or the shared form texts). */
export type ComplaintProblem = 'topic_required' | 'text_short' | 'text_long' | 'email_required' | 'email_invalid' | 'number_invalid';

/** An optional id field: empty, or a whole number from 1 (the server checks that it exists). */
const idProblem = (value: string): ComplaintProblem | null =>
  value.trim() === '' || /^[1-9]\d{0,9}$/.test(value.trim()) ? null : 'number_invalid';

/** The form's own checks, before anything is sent; `needsEmail` is false for a logged-in member. */
export function complaintProblems(values: ComplaintFormValues, needsEmail: boolean): Partial<Record<ComplaintField, ComplaintProblem>> {
  const problems: Partial<Record<ComplaintField, ComplaintProblem>> = {};
  if (!values.topic) problems.topic = 'topic_required';
  const length = values.text.trim().length;
  if (length < COMPLAINT_TEXT_MIN) problems.text = 'text_short';
  else if (length > COMPLAINT_TEXT_MAX) problems.text = 'text_long';
  if (needsEmail) {
    const email = emailProblem(values.email);
    if (email) problems.email = email === 'required' ? 'email_required' : 'email_invalid';
  }
  const member = idProblem(values.memberId);
  if (member) problems.member_id = member;
  const conversation = idProblem(values.conversationId);
  if (conversation) problems.conversation_id = conversation;
  return problems;
}

/** The request body of valid values. */
export function complaintBody(values: ComplaintFormValues, needsEmail: boolean): ComplaintDto {
  return {
    topic: values.topic as ComplaintTopic,
    text: values.text.trim(),
    ...(needsEmail ? { email: values.email.trim() } : {}),
    ...(values.memberId.trim() ? { member_id: Number(values.memberId.trim()) } : {}),
    ...(values.conversationId.trim() ? { conversation_id: Number(values.conversationId.trim()) } : {}),
  };
}
