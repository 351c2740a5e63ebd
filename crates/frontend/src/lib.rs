pub mod error;
pub mod lower;
pub mod source;
pub mod tile_ir;
pub use error::{CompileError, ConstexprCall};
pub use lower::lower_kernel;
pub use source::KernelSource;
