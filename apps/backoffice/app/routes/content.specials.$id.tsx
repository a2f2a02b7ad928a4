// Content: one of the home page's specials ('new' makes one) — edit, delete.
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { entryAction, entryLoader } from '../components/content/content.server.ts';
import { ContentForm } from '../components/content/ContentForm.tsx';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => entryLoader(request, context, 'specials', params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) => entryAction(request, context, 'specials', params.id);

export default function SpecialsEntry() {
  const { entry, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ContentForm key={entry ? `${entry.id}:${entry.version}` : 'new'} kind="specials" entry={entry} failed={result && !result.ok ? result : undefined} done={done} />;
}
