import { useT } from '../../lib/i18n.ts';
import { common } from '../../texts/common.ts';

/** The four roles as checkboxes named `roles`. */
export function RoleChoices({ roles, checked, legend, help, error }: { roles: readonly string[]; checked: readonly string[]; legend: string; help?: string; error?: string | undefined }) {
  const c = useT(common);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {roles.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="roles" value={r} defaultChecked={checked.includes(r)} className="accent-brand" />
            {c(`role.${r}` as 'role.admin')}
          </label>
        ))}
      </div>
      {help ? <p className="mt-2 text-xs text-muted">{help}</p> : null}
      {error ? <p className="mt-1 text-xs text-red-700" role="alert">{error}</p> : null}
    </fieldset>
  );
}
