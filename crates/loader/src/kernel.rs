//! A compiled kernel: its metadata, its loaded module and its launches; loading a cache entry.

use crate::cache::Cache;
use crate::error::Error;
use crate::gpu_driver::{GpuModule, LaunchVariant, Vendor};
use crate::host_driver::HostModule;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::OnceLock;

/// The version stamp of kernels: the crate version and a fingerprint of the compiler's sources,
/// so any change to the compiler misses the cache.
pub const COMPILER_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "+", env!("TM_COMPILER_FINGERPRINT"));

/// What a target's driver loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BinaryKind {
    /// A host shared object with the kernel as an exported symbol.
    SharedObject,
    /// PTX text for the CUDA driver.
    Ptx,
    /// An MTGPU ELF produced by the MUSA toolkit.
    Mubin,
}

impl BinaryKind {
    /// The stage name and file extension of the binary (`kernel.<ext>` in a cache entry).
    pub fn ext(self) -> &'static str {
        match self {
            BinaryKind::SharedObject => "so",
            BinaryKind::Ptx => "ptx",
            BinaryKind::Mubin => "mubin",
        }
    }
    /// Text binaries are shown in `asm` and may be replaced by an edited stage file.
    pub fn is_text(self) -> bool {
        matches!(self, BinaryKind::Ptx)
    }
}

/// `(target, LLVM IR, kernel name) -> (registers, spilled bytes)` of a host kernel: set by the
/// compiler, which can read machine code.
pub type HostRegisterUsage = fn(&str, &str, &str) -> Option<(i32, i32)>;
static HOST_REGISTERS: OnceLock<HostRegisterUsage> = OnceLock::new();

/// Install how host kernels' register usage is found (the runtime does, once).
pub fn set_host_register_usage(f: HostRegisterUsage) {
    let _ = HOST_REGISTERS.set(f);
}

/// How a runtime parameter's value is laid into its 8-byte launch slot.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub enum ParamKind {
    Pointer,
    Int {
        bits: u32,
        signed: bool,
    },
    Float {
        bits: u32,
    },
    Bool,
    /// The device address of the descriptor the launch encodes from the tensor-descriptor
    /// argument whose slots start at `first` (base address, `rank` int32 sizes, `rank` int64
    /// strides in elements): MUSA TME's 64 bytes, or with `tma_box` NVIDIA's 128-byte tensor map
    /// of that box. Callers pass nothing for it.
    TensorMap {
        first: u32,
        rank: u32,
        elem_bytes: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tma_box: Option<TmaBox>,
    },
    /// The global scratch the launch provides for the tensor maps a kernel writes on the
    /// device: `bytes_per_program` for each program of the grid. Callers pass nothing for it.
    Scratch {
        bytes_per_program: u64,
    },
}

/// The box a TMA tensor map copies: `cols` x `rows` elements (innermost first), landing in
/// shared memory in rows of `swizzle` bytes, xor-swizzled.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct TmaBox {
    pub cols: u32,
    pub rows: u32,
    pub swizzle: u32,
}

impl ParamKind {
    /// Whether the caller passes this parameter (the launch derives the others).
    pub fn supplied(&self) -> bool {
        !matches!(self, ParamKind::TensorMap { .. } | ParamKind::Scratch { .. })
    }
}

#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct Metadata {
    pub name: String,
    pub target: String,
    /// What the driver loads; the runtime dispatches on it (`load_module`).
    pub binary: BinaryKind,
    /// The most programs a grid may have along each axis on the target.
    pub grid_limits: [i64; 3],
    pub arch: String,
    pub warp_size: u32,
    pub num_warps: u32,
    pub num_stages: u32,
    pub shared: u32,
    pub params: Vec<(String, ParamKind)>,
    pub compiler_version: String,
    /// Debug builds: the checks the kernel makes (indexed by the record word's site).
    #[serde(default)]
    pub checks: Vec<CheckInfo>,
    /// Debug builds: the pointer parameters whose extents (bytes) follow the user's runtime
    /// arguments, then the address of the record word (`debug_checks::RECORD_PARAM`).
    #[serde(default)]
    pub extent_params: Vec<String>,
    /// Every parameter of the kernel in order, constexprs included (a compiled kernel launched
    /// directly, `kernel[grid](*args)`, takes them all and uses the runtime ones).
    #[serde(default)]
    pub all_params: Vec<String>,
}

/// A debug check as the launcher reports it.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct CheckInfo {
    /// "assert", "load" or "store".
    pub kind: String,
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
    pub param: Option<String>,
}

enum Module {
    Host(HostModule),
    Gpu(GpuModule),
    /// Built without loading (`load: false` in the message).
    Unloaded,
}

fn unloaded(name: &str) -> Error {
    Error::Invalid(format!(
        "kernel '{name}' was built without loading it (triton.compile); launch it with kernel[grid](...)"
    ))
}

pub struct Kernel {
    pub metadata: Metadata,
    pub asm: BTreeMap<String, String>,
    pub cache_hit: bool,
    pub cache_path: PathBuf,
    module: Module,
    /// Host kernels: registers and spilled bytes, read from the machine code when first asked.
    host_registers: std::sync::OnceLock<Option<(i32, i32)>>,
}

impl Kernel {
    /// Launch on `stream` (the driver's stream handle; 0 for the default stream, ignored on the host).
    pub fn launch_on(&self, grid: [u32; 3], args: &[u64], stream: u64) -> Result<(), Error> {
        self.launch_with(grid, args, stream, None)
    }

    /// As `launch_on`; a host launch asks `interrupted` now and then and stops early when it
    /// answers true (GPU launches only enqueue, so they never ask).
    pub fn launch_with(
        &self,
        grid: [u32; 3],
        args: &[u64],
        stream: u64,
        interrupted: Option<&dyn Fn() -> bool>,
    ) -> Result<(), Error> {
        let params = &self.metadata.params;
        let supplied = params.iter().filter(|(_, k)| k.supplied()).count();
        if args.len() != supplied {
            return Err(Error::Invalid(format!(
                "kernel '{}' takes {supplied} runtime arguments, got {}",
                self.metadata.name,
                args.len()
            )));
        }
        self.check_grid(&grid.map(i64::from))?;
        match &self.module {
            Module::Host(_) if supplied != params.len() => {
                return Err(Error::Internal(format!("host kernel '{}' has derived parameters", self.metadata.name)))
            }
            Module::Host(m) => m.launch(grid, args, interrupted).map_err(|_| Error::Interrupted)?,
            Module::Gpu(m) if supplied != params.len() => {
                let full = m.with_derived(params, args, grid, stream).map_err(Error::Invalid)?;
                m.launch(grid, &full, stream).map_err(Error::Internal)?
            }
            Module::Gpu(m) => m.launch(grid, args, stream).map_err(Error::Internal)?,
            Module::Unloaded => return Err(unloaded(&self.metadata.name)),
        }
        Ok(())
    }

    /// The most programs a grid may have along each axis on this kernel's target: program ids
    /// are 32-bit everywhere, and the GPU drivers allow 65535 along y and z.
    pub fn grid_limits(&self) -> [i64; 3] {
        self.metadata.grid_limits
    }

    /// A grid the target cannot run is an error naming the grid, never a wrapped program id.
    pub fn check_grid(&self, grid: &[i64; 3]) -> Result<(), Error> {
        let limits = self.grid_limits();
        for (axis, (&n, &limit)) in grid.iter().zip(&limits).enumerate() {
            if n < 0 || n > limit {
                return Err(Error::Invalid(format!(
                    "grid ({}, {}, {}) of kernel '{}': axis {axis} has {n} programs; the {} target allows 0 to {limit}",
                    grid[0], grid[1], grid[2], self.metadata.name, self.metadata.target
                )));
            }
        }
        Ok(())
    }

    /// (registers per thread, spilled bytes): of a GPU kernel as the driver reports them; of a
    /// host kernel, what `host_registers` computes from its LLVM IR once (None without it: the
    /// loader reads no machine code).
    pub fn registers(&self) -> Option<(i32, i32)> {
        match &self.module {
            Module::Gpu(m) => Some((m.registers, m.spilled_bytes)),
            Module::Host(_) => *self.host_registers.get_or_init(|| {
                let hook = HOST_REGISTERS.get()?;
                hook(&self.metadata.target, self.asm.get("llir")?, &self.metadata.name)
            }),
            Module::Unloaded => None,
        }
    }

    /// Whether launches run on the calling thread (a host shared object) rather than enqueue
    /// work on a device.
    pub fn runs_on_host(&self) -> bool {
        self.metadata.binary == BinaryKind::SharedObject
    }

    pub fn launch(&self, grid: [u32; 3], args: &[u64]) -> Result<(), Error> {
        self.launch_on(grid, args, 0)
    }

    /// Diagnostic for GPU kernels: `n` launches from Rust through `variant`, ns per launch.
    pub fn launch_probe(
        &self,
        grid: [u32; 3],
        args: &[u64],
        stream: u64,
        n: u32,
        variant: LaunchVariant,
    ) -> Result<f64, Error> {
        match &self.module {
            Module::Host(_) => Err(Error::Invalid("launch_probe is for GPU kernels".into())),
            Module::Unloaded => Err(unloaded(&self.metadata.name)),
            Module::Gpu(m) => m.launch_probe(grid, args, stream, n, variant).map_err(Error::Internal),
        }
    }
}

impl Kernel {
    /// A kernel just compiled (not from the cache): `image` loaded unless `load` is false.
    pub fn from_image(
        metadata: Metadata,
        asm: BTreeMap<String, String>,
        cache_path: PathBuf,
        image: &[u8],
        load: bool,
    ) -> Result<Kernel, Error> {
        let module = if load { load_module(&metadata, image)? } else { Module::Unloaded };
        Ok(Kernel { metadata, asm, cache_hit: false, cache_path, module, host_registers: Default::default() })
    }
}

/// The binary file of a cache entry.
pub fn binary_file(kind: BinaryKind) -> String {
    format!("kernel.{}", kind.ext())
}

/// Load an entry's binary from its verified bytes: the one table from a binary's kind to the
/// driver that loads it.
fn load_module(meta: &Metadata, image: &[u8]) -> Result<Module, Error> {
    let gpu = |vendor| -> Result<Module, Error> {
        Ok(Module::Gpu(GpuModule::load(vendor, image, &meta.name, meta.shared, meta.num_warps * meta.warp_size)?))
    };
    match meta.binary {
        BinaryKind::SharedObject => {
            Ok(Module::Host(HostModule::load_image(image, &meta.name).map_err(Error::Internal)?))
        }
        BinaryKind::Ptx => gpu(Vendor::Cuda),
        BinaryKind::Mubin => gpu(Vendor::Musa),
    }
}

/// Stage texts kept in a cache entry, by stage name.
pub const CACHE_FILES: &[(&str, &str)] =
    &[("ttir", "kernel.ttir"), ("mlir", "kernel.mlir"), ("llmlir", "kernel.llvm.mlir"), ("llir", "kernel.ll")];

/// A cache entry whose files all match its manifest, loaded; None (after a note when asked
/// for) for anything else, so the caller compiles afresh and replaces it.
pub fn load_cached(cache: &Cache, key: &str, verbose: bool, load: bool) -> Option<Kernel> {
    let note = |why: &str| {
        if verbose {
            eprintln!("triton_musa: cache entry {} not used ({why}); recompiling", cache.entry_dir(key).display());
        }
    };
    if !cache.entry_dir(key).is_dir() {
        return None;
    }
    let files = match cache.read_verified(key) {
        Ok(f) => f,
        Err(why) => {
            note(&why);
            return None;
        }
    };
    let meta: Metadata = match files.get("metadata.json").map(|m| serde_json::from_slice(m)) {
        Some(Ok(m)) => m,
        _ => {
            note("no readable metadata.json");
            return None;
        }
    };
    let Some(image) = files.get(&binary_file(meta.binary)) else {
        note("no binary");
        return None;
    };
    let dir = cache.entry_dir(key);
    let module = match if load { load_module(&meta, image) } else { Ok(Module::Unloaded) } {
        Ok(m) => m,
        Err(e) => {
            note(&e.to_string());
            return None;
        }
    };
    let mut asm = BTreeMap::new();
    for (stage, file) in CACHE_FILES {
        if let Some(t) = files.get(*file) {
            asm.insert(stage.to_string(), String::from_utf8_lossy(t).into_owned());
        }
    }
    // a text binary (PTX) is in `asm`, as a fresh compile has it
    if meta.binary.is_text() {
        asm.insert(meta.binary.ext().into(), String::from_utf8_lossy(image).into_owned());
    }
    Some(Kernel { metadata: meta, asm, cache_hit: true, cache_path: dir, module, host_registers: Default::default() })
}
