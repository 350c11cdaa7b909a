// Runs before every unit test file: Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName…).
import "@testing-library/jest-dom";
