import { defineRuleNode, FAILURE, SUCCESS, tb } from '../../node/RuleNodeDefinition';
import { processPattern } from '../../template';
import { boolSetting } from './configChecks';
import { COMMON, relationBasics, relationKey, RelatedEntityFinder } from './relationAction';
import { DELETE_RELATION_DEFAULTS, type DeleteRelationConfig } from '../../../../rule-node-ui/catalogue/relations';

export type { DeleteRelationConfig } from '../../../../rule-node-ui/catalogue/relations';

/**
 * Catalogue §4 ACTION "delete relation": with deleteForSingleEntity the relation to the
 * entity the pattern names goes (Success also when there was none, as in ThingsBoard;
 * an entity not found is a Failure); otherwise every relation of that type and
 * direction of the originator goes.
 */
export const TbDeleteRelationNode = defineRuleNode<DeleteRelationConfig>({
  clazz: tb('action.TbDeleteRelationNode'),
  type: 'ACTION',
  name: 'delete relation',
  description:
    "Finds target Entity by entity name pattern and then delete a relation to Originator Entity by type and direction if 'Delete single entity' is set to true, otherwise rule node will delete all relations to the originator of the message by type and direction.",
  details: 'If the relation(s) successfully deleted -  Message send via <b>Success</b> chain, otherwise <b>Failure</b> chain will be used.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: DELETE_RELATION_DEFAULTS,
  configDirective: 'tbActionNodeDeleteRelationConfig',
  icon: 'remove_circle',
  init(_ctx, config) {
    const { direction, relationType } = relationBasics(config);
    const single = boolSetting(config.deleteForSingleEntity, 'deleteForSingleEntity', true);
    const finder = single ? new RelatedEntityFinder(config, false) : undefined;
    return {
      async onMsg(ctx, msg) {
        const { relations } = ctx.services.stores;
        const type = processPattern(relationType, msg);
        try {
          if (finder) {
            await relations.delete(relationKey(direction, msg.originator, await finder.find(ctx, msg), type));
          } else {
            // FROM: relations reaching the originator; TO: those leaving it.
            const current = await relations.findByEnds(direction === 'FROM' ? 'TO' : 'FROM', [msg.originator], COMMON, type);
            for (const relation of current) await relations.delete(relation);
          }
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        ctx.tellSuccess(msg);
      },
      destroy() {
        finder?.clear();
      },
    };
  },
});
