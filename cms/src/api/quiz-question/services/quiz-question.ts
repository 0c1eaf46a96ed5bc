import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::quiz-question.quiz-question');
