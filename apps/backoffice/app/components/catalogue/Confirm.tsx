// A dangerous action (hide, remove, delete) asked for once more: the button appears only
// after opening the question. Works without JavaScript (details/summary and a plain form).
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { Button } from '../ui.tsx';

export function Confirm({ label, question, fields, testId, children }: {
  label: string;
  question: string;
  /** Hidden fields of the form (intent and what it is about). */
  fields: Record<string, string | number>;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <details className="group" data-testid={testId}>
      <summary className="cursor-pointer list-none text-sm text-red-700 hover:underline [&::-webkit-details-marker]:hidden">{label}…</summary>
      <Form method="post" className="mt-2 space-y-2 rounded-md border border-red-200 bg-red-50 p-3">
        {Object.entries(fields).map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />)}
        <p className="text-sm text-ink">{question}</p>
        {children}
        <Button variant="danger" className="w-full">{label}</Button>
      </Form>
    </details>
  );
}
