import { transformMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { boolSetting } from './configChecks';
import { COMMON, relationBasics, relationKey, RelatedEntityFinder } from './relationAction';
import { CREATE_RELATION_DEFAULTS, type CreateRelationConfig } from '../../../../rule-node-ui/catalogue/relations';

export type { CreateRelationConfig } from '../../../../rule-node-ui/catalogue/relations';

/**
 * Catalogue §4 ACTION "create relation". When the relation is not there yet and
 * removeCurrentRelations is on, the originator's other relations of that type and
 * direction go first (as ThingsBoard, only then). With changeOriginatorToRelatedEntity
 * the message leaves as the found entity's.
 */
export const TbCreateRelationNode = defineRuleNode<CreateRelationConfig>({
  clazz: tb('action.TbCreateRelationNode'),
  type: 'ACTION',
  name: 'create relation',
  description: 'Create the relation from the selected entity to originator of the message by type and direction',
  details:
    "Finds target Entity by entity name pattern and (entity type pattern for Asset, Device) and then create a relation to Originator Entity by type and direction. If Selected entity type: Asset, Device or Customer will create new Entity if it doesn't exist and selected checkbox 'Create new entity if not exists'.<br> In case that relation from the message originator to the selected entity not exist and  If selected checkbox 'Remove current relations', before creating the new relation all existed relations to message originator by type and direction will be removed.<br> If selected checkbox 'Change originator to related entity' outbound message will be processed as a message from another entity.",
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: CREATE_RELATION_DEFAULTS,
  configDirective: 'tbActionNodeCreateRelationConfig',
  icon: 'add_circle',
  init(_ctx, config) {
    const { direction, relationType } = relationBasics(config);
    const finder = new RelatedEntityFinder(config, boolSetting(config.createEntityIfNotExists, 'createEntityIfNotExists', false));
    const removeCurrent = boolSetting(config.removeCurrentRelations, 'removeCurrentRelations', false);
    const changeOriginator = boolSetting(config.changeOriginatorToRelatedEntity, 'changeOriginatorToRelatedEntity', false);
    return {
      async onMsg(ctx, msg) {
        const { relations } = ctx.services.stores;
        try {
          const target = await finder.find(ctx, msg);
          const type = processPattern(relationType, msg);
          const key = relationKey(direction, msg.originator, target, type);
          if (!(await relations.find(key))) {
            if (removeCurrent) {
              // FROM: relations reaching the originator; TO: those leaving it.
              const current = await relations.findByEnds(direction === 'FROM' ? 'TO' : 'FROM', [msg.originator], COMMON, type);
              for (const relation of current) await relations.delete(relation);
            }
            await relations.save({ ...key, additionalInfo: null });
          }
          ctx.tellSuccess(changeOriginator ? transformMsg(msg, { originator: target }) : msg);
        } catch (error) {
          ctx.tellFailure(msg, error);
        }
      },
      destroy() {
        finder.clear();
      },
    };
  },
});
