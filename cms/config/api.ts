export default {
  rest: {
    defaultLimit: 12,
    maxLimit: 100,
    withCount: true,
  },
};
