import { rolesAllow, systemSettingsSchema, type settingEndpoints } from '@portal/contracts';
import { actorOf, callerOf } from '../access/caller';
import { success } from '../common/envelope';
import type { EndpointHandlers } from '../common/endpoint-route';
import type { ApiContext } from '../context';
import { FieldValidationError } from '../errors/validation';

export function systemSettingsHandlers({
  database,
  systemSettings,
  audit,
}: ApiContext): EndpointHandlers<typeof settingEndpoints> {
  return {
    async read(request) {
      const admin = rolesAllow(callerOf(request).roles, ['ADMIN']);
      return success(request, await systemSettings.all(admin));
    },

    async put(request) {
      const { name } = request.query;
      const parsed = systemSettingsSchema.shape[name].safeParse(request.body.value);
      if (!parsed.success) throw FieldValidationError.fromZod(parsed.error, 'value');
      const actor = actorOf(request);
      await database.db.transaction(async (tx) => {
        const previous = await systemSettings.put(tx, name, parsed.data, actor.account);
        // The initial password is a secret: the audit row says it changed, not what it is.
        const secret = name === 'initialPassword';
        await audit.record(tx, actor, {
          action: 'setting.update',
          target: name,
          detail: secret ? { changed: true } : { before: previous, after: parsed.data },
        });
      });
      return success(request, await systemSettings.all(true));
    },
  };
}
