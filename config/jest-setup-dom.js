require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs four jest processes on two cores: give async queries room before they give up.
configure({ asyncUtilTimeout: 5000 });
