//! What differs per target sits behind `Target`: nothing above this names a target.

/// The binary a target's driver loads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryKind {
    /// A host shared object with the kernel as an exported symbol.
    SharedObject,
    /// PTX text for the CUDA driver.
    Ptx,
    /// An MTGPU ELF produced by the MUSA toolkit.
    Mubin,
}

pub trait Target {
    /// Backend name as `get_current_target().backend` reports it.
    fn backend(&self) -> &'static str;
    /// Architecture (CPU name, `sm_90a`, `mp_31`).
    fn arch(&self) -> String;
    /// Threads per warp; 1 on the host, where one thread owns a whole tile.
    fn warp_size(&self) -> u32;
    fn triple(&self) -> String;
    fn data_layout(&self) -> Option<String>;
    fn binary_kind(&self) -> BinaryKind;
    /// Everything about the target that changes generated code, for the cache key.
    fn cache_key(&self) -> String {
        format!("{}:{}:{}:{}", self.backend(), self.arch(), self.warp_size(), self.triple())
    }
}

/// The machine this process runs on.
pub struct HostTarget {
    cpu: String,
    features: String,
    triple: String,
}

impl HostTarget {
    pub fn detect() -> HostTarget {
        use inkwell::targets::{InitializationConfig, Target as LlvmTarget, TargetMachine};
        static INIT: std::sync::Once = std::sync::Once::new();
        INIT.call_once(|| {
            let _ = LlvmTarget::initialize_native(&InitializationConfig::default());
        });
        let triple = TargetMachine::get_default_triple().as_str().to_string_lossy().into_owned();
        // TRITON_CPU_TARGET=<LLVM cpu name> builds for another CPU level (x86-64: SSE2 only), so
        // code that passes here is known to run on older x86-64 machines too.
        match std::env::var("TRITON_CPU_TARGET") {
            Ok(cpu) if !cpu.is_empty() && cpu != "native" && cpu != "host" => {
                HostTarget { cpu, features: String::new(), triple }
            }
            _ => HostTarget {
                cpu: TargetMachine::get_host_cpu_name().to_string(),
                features: TargetMachine::get_host_cpu_features().to_string(),
                triple,
            },
        }
    }
    pub fn features(&self) -> &str {
        &self.features
    }
}

impl Target for HostTarget {
    fn backend(&self) -> &'static str {
        "cpu"
    }
    fn arch(&self) -> String {
        self.cpu.clone()
    }
    fn warp_size(&self) -> u32 {
        1
    }
    fn triple(&self) -> String {
        self.triple.clone()
    }
    fn data_layout(&self) -> Option<String> {
        None
    }
    fn binary_kind(&self) -> BinaryKind {
        BinaryKind::SharedObject
    }
    fn cache_key(&self) -> String {
        format!("cpu:{}:{}:{}", self.cpu, self.triple, self.features)
    }
}

/// An LLVM target machine for `triple`, optimising at O3.
pub(crate) fn target_machine(
    triple: &str,
    cpu: &str,
    features: &str,
    reloc: inkwell::targets::RelocMode,
) -> Result<(inkwell::targets::TargetMachine, inkwell::targets::TargetTriple), String> {
    use inkwell::targets::{CodeModel, Target as LlvmTarget, TargetTriple};
    let triple = TargetTriple::create(triple);
    let target = LlvmTarget::from_triple(&triple).map_err(|e| e.to_string())?;
    let tm = target
        .create_target_machine(
            &triple,
            cpu,
            features,
            inkwell::OptimizationLevel::Aggressive,
            reloc,
            CodeModel::Default,
        )
        .ok_or_else(|| format!("cannot create an LLVM target machine for {}", triple.as_str().to_string_lossy()))?;
    Ok((tm, triple))
}
