import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::quiz-question.quiz-question');
