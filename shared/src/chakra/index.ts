// The one instance of Chakra UI on the page, and only the parts Grile uses.
//
// Chakra must be a federated singleton (its context and the system live in one copy), but a singleton is
// built whole: shared as `@chakra-ui/react`, every component, state machine and date library of Chakra and
// Ark UI went to every visitor (309 KB of gzip on the landing page). Shared through this module instead,
// webpack keeps only what is re-exported here. Apps import Chakra from `@grile/shared/chakra` only (an
// ESLint rule says so); a component not listed yet is added here, in one line, and its recipe in ./theme.ts
// if it has one (its test says so). What creates the style system (and the theme's recipes) is
// `@grile/shared/chakra/system`, evaluated a step before this module at start. The overlays (Menu, Dialog,
// Drawer) are a chunk of their own, loaded when first needed (./lazy-overlays.tsx).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  ChakraProvider,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Code,
  DataList,
  Field,
  Fieldset,
  Flex,
  Grid,
  HStack,
  Heading,
  Icon,
  IconButton,
  Image,
  Input,
  Kbd,
  Link,
  List,
  NativeSelect,
  Portal,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Spacer,
  Spinner,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  VStack,
  VisuallyHidden,
  Wrap,
  chakra,
} from '@chakra-ui/react'
export { Dialog, Drawer, Menu, loadOverlays, overlaysLoaded } from './lazy-overlays'
export type {
  ImageProps,
  LinkProps,
  SystemStyleObject,
  TableCellProps,
  TextareaProps,
} from '@chakra-ui/react'
