// Content: the home page's specials — list, show or hide in place.
import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { listAction, listLoader } from '../components/content/content.server.ts';
import { ContentList } from '../components/content/ContentList.tsx';

export const loader = ({ request, context }: LoaderFunctionArgs) => listLoader(request, context, 'specials');
export const action = ({ request, context }: ActionFunctionArgs) => listAction(request, context, 'specials');

export default function Specials() {
  const { entries, done } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ContentList kind="specials" entries={entries} done={done} failure={result && !result.ok ? result.error : undefined} />;
}
