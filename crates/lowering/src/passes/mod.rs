//! Rewrites of tile programs, run before emission (see the runtime's declared pipeline).

pub mod analysis;
pub mod combine;
pub mod debug_checks;
pub mod descriptors;
pub mod induction;
pub mod peel;
pub mod transpose;
