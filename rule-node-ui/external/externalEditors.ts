import { type RuleNodeEditorDefinition } from '@tessera/sdk';
import { nodeEditor } from '../action/common/nodeEditor';
import { SnsEditor, SqsEditor } from './editors/AwsEditors';
import { KafkaEditor } from './editors/KafkaEditor';
import { AzureIotHubEditor, MqttEditor } from './editors/MqttEditors';
import { PubSubEditor } from './editors/PubSubEditor';
import { RabbitMqEditor } from './editors/RabbitMqEditor';
import { RestApiCallEditor } from './editors/RestApiCallEditor';
import { SendEmailEditor } from './editors/SendEmailEditor';
import { SendSmsEditor } from './editors/SendSmsEditor';
import * as aws from './nodes/aws';
import * as kafka from './nodes/kafka';
import * as mqtt from './nodes/mqtt';
import * as pubsub from './nodes/pubsub';
import * as rabbitmq from './nodes/rabbitmq';
import * as rest from './nodes/rest';
import * as email from './nodes/sendEmail';
import * as sms from './nodes/sendSms';

/** The EXTERNAL editors, one per node class of catalogue §4 EXTERNAL (10), in its order. */
export const EXTERNAL_EDITORS: RuleNodeEditorDefinition<any>[] = [
  nodeEditor({ clazz: rest.REST_API_CALL, component: RestApiCallEditor, validate: rest.validateRestApiCall, defaults: rest.REST_API_CALL_DEFAULTS }),
  nodeEditor({ clazz: mqtt.MQTT, component: MqttEditor, validate: mqtt.validateMqtt, defaults: mqtt.MQTT_DEFAULTS }),
  nodeEditor({ clazz: mqtt.AZURE_IOT_HUB, component: AzureIotHubEditor, validate: mqtt.validateAzureIotHub, defaults: mqtt.AZURE_IOT_HUB_DEFAULTS }),
  nodeEditor({ clazz: kafka.KAFKA, component: KafkaEditor, validate: kafka.validateKafka, defaults: kafka.KAFKA_DEFAULTS }),
  nodeEditor({ clazz: rabbitmq.RABBITMQ, component: RabbitMqEditor, validate: rabbitmq.validateRabbitMq, defaults: rabbitmq.RABBITMQ_DEFAULTS }),
  nodeEditor({ clazz: aws.SNS, component: SnsEditor, validate: aws.validateSns, defaults: aws.SNS_DEFAULTS }),
  nodeEditor({ clazz: aws.SQS, component: SqsEditor, validate: aws.validateSqs, defaults: aws.SQS_DEFAULTS }),
  nodeEditor({ clazz: pubsub.PUBSUB, component: PubSubEditor, validate: pubsub.validatePubSub, defaults: pubsub.PUBSUB_DEFAULTS }),
  nodeEditor({ clazz: email.SEND_EMAIL, component: SendEmailEditor, validate: email.validateSendEmail, defaults: email.SEND_EMAIL_DEFAULTS }),
  nodeEditor({ clazz: sms.SEND_SMS, component: SendSmsEditor, validate: sms.validateSendSms, defaults: sms.SEND_SMS_DEFAULTS }),
];
