import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::quiz-question.quiz-question');
