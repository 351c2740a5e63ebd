; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external addrspace(3) global [0 x i8], align 4096

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.exp2.f32(float) #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.barrier0() #1

declare void @llvm.musa.memcpy.g2s(ptr addrspace(3), ptr addrspace(1), i32, i32)

declare void @llvm.musa.memcpy.g2s.wait()

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nounwind
declare i32 @llvm.musa.shfl.xor.sync.i32(i32, i32, i32, ptr addrspace(5)) #1

declare i32 @llvm.musa.sqmma.desc.half(i16, i32, i32, i32)

declare i32 @llvm.musa.sqmma.desc.i8(i8, i32, i32, i32)

; Function Attrs: convergent nounwind
declare <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32, i32, <32 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32, i32, <16 x i32>, i32, i32, i32, i32, i32, i32, i32, i32, i32) #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.sqmma.wait() #1

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

define cc 102 void @attention_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) nocapture readonly %2, ptr addrspace(1) nocapture writeonly %3, float %4, i32 %5) local_unnamed_addr {
  %7 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %8 = sext i32 %7 to i64
  %9 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 6
  %11 = icmp sgt i32 %5, 0
  %12 = icmp ult i32 %7, 64
  br i1 %12, label %13, label %15

13: ; preds = %6
  %14 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  store float 0.000000e+00, ptr addrspace(3) %14, align 4
  br label %15

15: ; preds = %13, %6
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %16, label %18

16: ; preds = %15
  %17 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  store float 0xFFF0000000000000, ptr addrspace(3) %17, align 4
  br label %18

18: ; preds = %16, %15
  tail call void @llvm.musa.syncthreads.lm()
  %19 = shl nsw i64 %8, 4
  %20 = and i64 %19, 48
  %21 = lshr i64 %19, 6
  %22 = or i64 %20, 8
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = sext i32 %24 to i64
  %26 = getelementptr half, ptr addrspace(1) %2, i64 %25
  br i1 %11, label %27, label %30

27: ; preds = %18
  %28 = getelementptr half, ptr addrspace(1) %26, i64 %20
  %29 = load <8 x half>, ptr addrspace(1) %28, align 16
  br label %30

30: ; preds = %27, %18
  %31 = phi <8 x half> [ %29, %27 ], [ zeroinitializer, %18 ]
  br i1 %11, label %32, label %35

32: ; preds = %30
  %33 = getelementptr half, ptr addrspace(1) %26, i64 %22
  %34 = load <8 x half>, ptr addrspace(1) %33, align 16
  br label %35

35: ; preds = %32, %30
  %36 = phi <8 x half> [ %34, %32 ], [ zeroinitializer, %30 ]
  %37 = add i32 %10, %23
  %38 = shl i32 %37, 6
  %39 = sext i32 %38 to i64
  %40 = getelementptr i8, ptr addrspace(1) %0, i64 %39
  %41 = getelementptr i8, ptr addrspace(1) %40, i64 %20
  %42 = and i64 %19, -64
  %43 = add nsw i64 %19, 1024
  %44 = lshr i64 %43, 8
  %45 = xor i64 %44, %8
  %46 = and i64 %43, 4294967040
  %47 = shl nsw i64 %45, 4
  %48 = and i64 %47, 240
  %49 = or i64 %48, %46
  %50 = trunc i64 %49 to i32
  %51 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %50
  %52 = add nsw i64 %19, 2048
  %53 = lshr i64 %52, 6
  %54 = trunc i64 %53 to i32
  %55 = add i32 %10, %54
  %56 = shl i32 %55, 6
  %57 = sext i32 %56 to i64
  %58 = getelementptr i8, ptr addrspace(1) %0, i64 %57
  %59 = getelementptr i8, ptr addrspace(1) %58, i64 %20
  %60 = and i64 %52, -64
  %61 = or i64 %60, %20
  %62 = add nsw i64 %19, 3072
  %63 = and i64 %62, 4294967040
  %64 = lshr exact i64 %62, 4
  %65 = xor i64 %61, %64
  %66 = and i64 %65, 240
  %67 = or i64 %66, %63
  %68 = trunc i64 %67 to i32
  %69 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %68
  %70 = add nsw i64 %19, 5120
  %71 = lshr i64 %70, 8
  %72 = xor i64 %71, %8
  %73 = and i64 %70, 4294967040
  %74 = shl nsw i64 %72, 4
  %75 = and i64 %74, 240
  %76 = or i64 %75, %73
  %77 = trunc i64 %76 to i32
  %78 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %77
  %79 = icmp ult i32 %7, 128
  %80 = and i64 %8, 1
  %81 = and i64 %19, 4294967264
  %82 = shl nuw nsw i64 %80, 4
  %83 = select i1 %79, i64 %81, i64 0
  %84 = or i64 %83, %82
  %85 = trunc i64 %84 to i32
  %86 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %85
  %87 = or i32 %85, 1
  %88 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %87
  %89 = or i32 %85, 2
  %90 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %89
  %91 = or i32 %85, 3
  %92 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %91
  %93 = or i32 %85, 4
  %94 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %93
  %95 = or i32 %85, 5
  %96 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %95
  %97 = or i32 %85, 6
  %98 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %97
  %99 = or i32 %85, 7
  %100 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %99
  %101 = or i32 %85, 8
  %102 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %101
  %103 = or i32 %85, 9
  %104 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %103
  %105 = or i32 %85, 10
  %106 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %105
  %107 = or i32 %85, 11
  %108 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %107
  %109 = or i32 %85, 12
  %110 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %109
  %111 = or i32 %85, 13
  %112 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %111
  %113 = or i32 %85, 14
  %114 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %113
  %115 = or i32 %85, 15
  %116 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %115
  %117 = icmp eq i64 %80, 0
  %118 = and i1 %79, %117
  %119 = lshr i64 %19, 5
  %120 = trunc i64 %19 to i32
  %121 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %120
  %122 = trunc i64 %119 to i32
  %123 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %122
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %122
  %125 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %120
  %126 = or i64 %19, 1
  %127 = trunc i64 %126 to i32
  %128 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %127
  %129 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %127
  %130 = or i64 %19, 2
  %131 = trunc i64 %130 to i32
  %132 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %131
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %131
  %134 = or i64 %19, 3
  %135 = trunc i64 %134 to i32
  %136 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %135
  %137 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %135
  %138 = or i64 %19, 4
  %139 = trunc i64 %138 to i32
  %140 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %139
  %141 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %139
  %142 = or i64 %19, 5
  %143 = trunc i64 %142 to i32
  %144 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %143
  %145 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %143
  %146 = or i64 %19, 6
  %147 = trunc i64 %146 to i32
  %148 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %147
  %149 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %147
  %150 = or i64 %19, 7
  %151 = trunc i64 %150 to i32
  %152 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %151
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %151
  %154 = or i64 %19, 8
  %155 = trunc i64 %154 to i32
  %156 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %155
  %157 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %155
  %158 = or i64 %19, 9
  %159 = trunc i64 %158 to i32
  %160 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %159
  %161 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %159
  %162 = or i64 %19, 10
  %163 = trunc i64 %162 to i32
  %164 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %163
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %163
  %166 = or i64 %19, 11
  %167 = trunc i64 %166 to i32
  %168 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %167
  %169 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %167
  %170 = or i64 %19, 12
  %171 = trunc i64 %170 to i32
  %172 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %171
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %171
  %174 = or i64 %19, 13
  %175 = trunc i64 %174 to i32
  %176 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %175
  %177 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %175
  %178 = or i64 %19, 14
  %179 = trunc i64 %178 to i32
  %180 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %179
  %181 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %179
  %182 = or i64 %19, 15
  %183 = trunc i64 %182 to i32
  %184 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %183
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %183
  %186 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %85
  %187 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %87
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %89
  %189 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %91
  %190 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %93
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %95
  %192 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %97
  %193 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %99
  %194 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %101
  %195 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %103
  %196 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %105
  %197 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %107
  %198 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %109
  %199 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %111
  %200 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %113
  %201 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 15360), i32 %115
  %202 = shl nsw i64 %8, 5
  %203 = and i64 %202, 4294967040
  %204 = add nuw nsw i64 %203, 8192
  %205 = lshr exact i64 %202, 4
  %206 = and i64 %205, 240
  %.mask = and i64 %202, 224
  %207 = xor i64 %206, %.mask
  %208 = or i64 %207, %204
  %209 = trunc i64 %208 to i32
  %210 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %209
  %211 = shl nsw i64 %126, 1
  %212 = and i64 %211, 4294967040
  %213 = add nuw nsw i64 %212, 8192
  %214 = lshr i64 %211, 4
  %215 = and i64 %214, 240
  %.mask3 = and i64 %211, 224
  %216 = xor i64 %215, %.mask3
  %217 = or i64 %216, %213
  %218 = trunc i64 %217 to i32
  %219 = or i32 %218, 2
  %220 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %219
  %221 = shl nsw i64 %130, 1
  %222 = and i64 %221, 4294967040
  %223 = add nuw nsw i64 %222, 8192
  %224 = lshr i64 %221, 4
  %225 = and i64 %224, 240
  %.mask4 = and i64 %221, 224
  %226 = xor i64 %225, %.mask4
  %227 = or i64 %226, %223
  %228 = trunc i64 %227 to i32
  %229 = or i32 %228, 4
  %230 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %229
  %231 = shl nsw i64 %134, 1
  %232 = and i64 %231, 4294967040
  %233 = add nuw nsw i64 %232, 8192
  %234 = lshr i64 %231, 4
  %235 = and i64 %234, 240
  %.mask5 = and i64 %231, 224
  %236 = xor i64 %235, %.mask5
  %237 = or i64 %236, %233
  %238 = trunc i64 %237 to i32
  %239 = or i32 %238, 6
  %240 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %239
  %241 = shl nsw i64 %138, 1
  %242 = and i64 %241, 4294967040
  %243 = add nuw nsw i64 %242, 8192
  %244 = lshr i64 %241, 4
  %245 = and i64 %244, 240
  %.mask6 = and i64 %241, 224
  %246 = xor i64 %245, %.mask6
  %247 = or i64 %246, %243
  %248 = trunc i64 %247 to i32
  %249 = or i32 %248, 8
  %250 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %249
  %251 = shl nsw i64 %142, 1
  %252 = and i64 %251, 4294967040
  %253 = add nuw nsw i64 %252, 8192
  %254 = lshr i64 %251, 4
  %255 = and i64 %254, 240
  %.mask7 = and i64 %251, 224
  %256 = xor i64 %255, %.mask7
  %257 = or i64 %256, %253
  %258 = trunc i64 %257 to i32
  %259 = or i32 %258, 10
  %260 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %259
  %261 = shl nsw i64 %146, 1
  %262 = and i64 %261, 4294967040
  %263 = add nuw nsw i64 %262, 8192
  %264 = lshr i64 %261, 4
  %265 = and i64 %264, 240
  %.mask8 = and i64 %261, 224
  %266 = xor i64 %265, %.mask8
  %267 = or i64 %266, %263
  %268 = trunc i64 %267 to i32
  %269 = or i32 %268, 12
  %270 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %269
  %271 = shl nsw i64 %150, 1
  %272 = and i64 %271, 4294967040
  %273 = add nuw nsw i64 %272, 8192
  %274 = lshr i64 %271, 4
  %275 = and i64 %274, 240
  %.mask9 = and i64 %271, 224
  %276 = xor i64 %275, %.mask9
  %277 = or i64 %276, %273
  %278 = trunc i64 %277 to i32
  %279 = or i32 %278, 14
  %280 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %279
  %281 = shl nsw i64 %154, 1
  %282 = and i64 %281, 4294967040
  %283 = add nuw nsw i64 %282, 8192
  %284 = lshr exact i64 %281, 4
  %285 = xor i64 %284, %281
  %286 = and i64 %285, 240
  %287 = or i64 %286, %283
  %288 = trunc i64 %287 to i32
  %289 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %288
  %290 = shl nsw i64 %158, 1
  %291 = and i64 %290, 4294967040
  %292 = add nuw nsw i64 %291, 8192
  %293 = lshr i64 %290, 4
  %294 = xor i64 %293, %290
  %295 = and i64 %294, 240
  %296 = or i64 %295, %292
  %297 = trunc i64 %296 to i32
  %298 = or i32 %297, 2
  %299 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %298
  %300 = shl nsw i64 %162, 1
  %301 = and i64 %300, 4294967040
  %302 = add nuw nsw i64 %301, 8192
  %303 = lshr i64 %300, 4
  %304 = xor i64 %303, %300
  %305 = and i64 %304, 240
  %306 = or i64 %305, %302
  %307 = trunc i64 %306 to i32
  %308 = or i32 %307, 4
  %309 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %308
  %310 = shl nsw i64 %166, 1
  %311 = and i64 %310, 4294967040
  %312 = add nuw nsw i64 %311, 8192
  %313 = lshr i64 %310, 4
  %314 = xor i64 %313, %310
  %315 = and i64 %314, 240
  %316 = or i64 %315, %312
  %317 = trunc i64 %316 to i32
  %318 = or i32 %317, 6
  %319 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %318
  %320 = shl nsw i64 %170, 1
  %321 = and i64 %320, 4294967040
  %322 = add nuw nsw i64 %321, 8192
  %323 = lshr i64 %320, 4
  %324 = xor i64 %323, %320
  %325 = and i64 %324, 240
  %326 = or i64 %325, %322
  %327 = trunc i64 %326 to i32
  %328 = or i32 %327, 8
  %329 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %328
  %330 = shl nsw i64 %174, 1
  %331 = and i64 %330, 4294967040
  %332 = add nuw nsw i64 %331, 8192
  %333 = lshr i64 %330, 4
  %334 = xor i64 %333, %330
  %335 = and i64 %334, 240
  %336 = or i64 %335, %332
  %337 = trunc i64 %336 to i32
  %338 = or i32 %337, 10
  %339 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %338
  %340 = shl nsw i64 %178, 1
  %341 = and i64 %340, 4294967040
  %342 = add nuw nsw i64 %341, 8192
  %343 = lshr i64 %340, 4
  %344 = xor i64 %343, %340
  %345 = and i64 %344, 240
  %346 = or i64 %345, %342
  %347 = trunc i64 %346 to i32
  %348 = or i32 %347, 12
  %349 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %348
  %350 = shl nsw i64 %182, 1
  %351 = and i64 %350, 4294967040
  %352 = add nuw nsw i64 %351, 8192
  %353 = lshr i64 %350, 4
  %354 = xor i64 %353, %350
  %355 = and i64 %354, 240
  %356 = or i64 %355, %352
  %357 = trunc i64 %356 to i32
  %358 = or i32 %357, 14
  %359 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %358
  %360 = and i64 %19, -2048
  %361 = and i64 %21, 31
  %362 = shl nuw nsw i64 %20, 5
  %363 = or i64 %362, %360
  %364 = or i64 %363, %361
  %365 = shl nsw i64 %364, 1
  %366 = add nsw i64 %365, 23552
  %367 = and i64 %365, 14
  %368 = and i64 %366, 4294967040
  %369 = lshr i64 %366, 4
  %370 = and i64 %369, 240
  %.mask10 = and i64 %365, 48
  %371 = xor i64 %370, %.mask10
  %372 = or i64 %368, %367
  %373 = or i64 %372, %371
  %374 = trunc i64 %373 to i32
  %375 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %374
  %376 = or i64 %20, 1
  %377 = shl nuw nsw i64 %376, 5
  %378 = or i64 %377, %360
  %379 = or i64 %378, %361
  %380 = shl nsw i64 %379, 1
  %381 = add nsw i64 %380, 23552
  %382 = and i64 %380, 14
  %383 = and i64 %381, 4294967040
  %384 = lshr i64 %381, 4
  %385 = xor i64 %384, %380
  %386 = and i64 %385, 240
  %387 = or i64 %383, %382
  %388 = or i64 %387, %386
  %389 = trunc i64 %388 to i32
  %390 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %389
  %391 = or i64 %20, 2
  %392 = shl nuw nsw i64 %391, 5
  %393 = or i64 %392, %360
  %394 = or i64 %393, %361
  %395 = shl nsw i64 %394, 1
  %396 = add nsw i64 %395, 23552
  %397 = and i64 %395, 14
  %398 = and i64 %396, 4294967040
  %399 = lshr i64 %396, 4
  %400 = xor i64 %399, %395
  %401 = and i64 %400, 240
  %402 = or i64 %398, %397
  %403 = or i64 %402, %401
  %404 = trunc i64 %403 to i32
  %405 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %404
  %406 = or i64 %20, 3
  %407 = shl nuw nsw i64 %406, 5
  %408 = or i64 %407, %360
  %409 = or i64 %408, %361
  %410 = shl nsw i64 %409, 1
  %411 = add nsw i64 %410, 23552
  %412 = and i64 %410, 14
  %413 = and i64 %411, 4294967040
  %414 = lshr i64 %411, 4
  %415 = xor i64 %414, %410
  %416 = and i64 %415, 240
  %417 = or i64 %413, %412
  %418 = or i64 %417, %416
  %419 = trunc i64 %418 to i32
  %420 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %419
  %421 = or i64 %20, 4
  %422 = shl nuw nsw i64 %421, 5
  %423 = or i64 %422, %360
  %424 = or i64 %423, %361
  %425 = shl nsw i64 %424, 1
  %426 = add nsw i64 %425, 23552
  %427 = and i64 %425, 14
  %428 = and i64 %426, 4294967040
  %429 = lshr i64 %426, 4
  %430 = xor i64 %429, %425
  %431 = and i64 %430, 240
  %432 = or i64 %428, %427
  %433 = or i64 %432, %431
  %434 = trunc i64 %433 to i32
  %435 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %434
  %436 = or i64 %20, 5
  %437 = shl nuw nsw i64 %436, 5
  %438 = or i64 %437, %360
  %439 = or i64 %438, %361
  %440 = shl nsw i64 %439, 1
  %441 = add nsw i64 %440, 23552
  %442 = and i64 %440, 14
  %443 = and i64 %441, 4294967040
  %444 = lshr i64 %441, 4
  %445 = xor i64 %444, %440
  %446 = and i64 %445, 240
  %447 = or i64 %443, %442
  %448 = or i64 %447, %446
  %449 = trunc i64 %448 to i32
  %450 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %449
  %451 = or i64 %20, 6
  %452 = shl nuw nsw i64 %451, 5
  %453 = or i64 %452, %360
  %454 = or i64 %453, %361
  %455 = shl nsw i64 %454, 1
  %456 = add nsw i64 %455, 23552
  %457 = and i64 %455, 14
  %458 = and i64 %456, 4294967040
  %459 = lshr i64 %456, 4
  %460 = xor i64 %459, %455
  %461 = and i64 %460, 240
  %462 = or i64 %458, %457
  %463 = or i64 %462, %461
  %464 = trunc i64 %463 to i32
  %465 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %464
  %466 = or i64 %20, 7
  %467 = shl nuw nsw i64 %466, 5
  %468 = or i64 %467, %360
  %469 = or i64 %468, %361
  %470 = shl nsw i64 %469, 1
  %471 = add nsw i64 %470, 23552
  %472 = and i64 %470, 14
  %473 = and i64 %471, 4294967040
  %474 = lshr i64 %471, 4
  %475 = xor i64 %474, %470
  %476 = and i64 %475, 240
  %477 = or i64 %473, %472
  %478 = or i64 %477, %476
  %479 = trunc i64 %478 to i32
  %480 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %479
  %481 = shl nuw nsw i64 %22, 5
  %482 = or i64 %481, %360
  %483 = or i64 %482, %361
  %484 = shl nsw i64 %483, 1
  %485 = add nsw i64 %484, 23552
  %486 = and i64 %484, 14
  %487 = and i64 %485, 4294967040
  %488 = lshr i64 %485, 4
  %489 = xor i64 %488, %484
  %490 = and i64 %489, 240
  %491 = or i64 %487, %486
  %492 = or i64 %491, %490
  %493 = trunc i64 %492 to i32
  %494 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %493
  %495 = or i64 %20, 9
  %496 = shl nuw nsw i64 %495, 5
  %497 = or i64 %496, %360
  %498 = or i64 %497, %361
  %499 = shl nsw i64 %498, 1
  %500 = add nsw i64 %499, 23552
  %501 = and i64 %499, 14
  %502 = and i64 %500, 4294967040
  %503 = lshr i64 %500, 4
  %504 = xor i64 %503, %499
  %505 = and i64 %504, 240
  %506 = or i64 %502, %501
  %507 = or i64 %506, %505
  %508 = trunc i64 %507 to i32
  %509 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %508
  %510 = or i64 %20, 10
  %511 = shl nuw nsw i64 %510, 5
  %512 = or i64 %511, %360
  %513 = or i64 %512, %361
  %514 = shl nsw i64 %513, 1
  %515 = add nsw i64 %514, 23552
  %516 = and i64 %514, 14
  %517 = and i64 %515, 4294967040
  %518 = lshr i64 %515, 4
  %519 = xor i64 %518, %514
  %520 = and i64 %519, 240
  %521 = or i64 %517, %516
  %522 = or i64 %521, %520
  %523 = trunc i64 %522 to i32
  %524 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %523
  %525 = or i64 %20, 11
  %526 = shl nuw nsw i64 %525, 5
  %527 = or i64 %526, %360
  %528 = or i64 %527, %361
  %529 = shl nsw i64 %528, 1
  %530 = add nsw i64 %529, 23552
  %531 = and i64 %529, 14
  %532 = and i64 %530, 4294967040
  %533 = lshr i64 %530, 4
  %534 = xor i64 %533, %529
  %535 = and i64 %534, 240
  %536 = or i64 %532, %531
  %537 = or i64 %536, %535
  %538 = trunc i64 %537 to i32
  %539 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %538
  %540 = or i64 %20, 12
  %541 = shl nuw nsw i64 %540, 5
  %542 = or i64 %541, %360
  %543 = or i64 %542, %361
  %544 = shl nsw i64 %543, 1
  %545 = add nsw i64 %544, 23552
  %546 = and i64 %544, 14
  %547 = and i64 %545, 4294967040
  %548 = lshr i64 %545, 4
  %549 = xor i64 %548, %544
  %550 = and i64 %549, 240
  %551 = or i64 %547, %546
  %552 = or i64 %551, %550
  %553 = trunc i64 %552 to i32
  %554 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %553
  %555 = or i64 %20, 13
  %556 = shl nuw nsw i64 %555, 5
  %557 = or i64 %556, %360
  %558 = or i64 %557, %361
  %559 = shl nsw i64 %558, 1
  %560 = add nsw i64 %559, 23552
  %561 = and i64 %559, 14
  %562 = and i64 %560, 4294967040
  %563 = lshr i64 %560, 4
  %564 = xor i64 %563, %559
  %565 = and i64 %564, 240
  %566 = or i64 %562, %561
  %567 = or i64 %566, %565
  %568 = trunc i64 %567 to i32
  %569 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %568
  %570 = or i64 %20, 14
  %571 = shl nuw nsw i64 %570, 5
  %572 = or i64 %571, %360
  %573 = or i64 %572, %361
  %574 = shl nsw i64 %573, 1
  %575 = add nsw i64 %574, 23552
  %576 = and i64 %574, 14
  %577 = and i64 %575, 4294967040
  %578 = lshr i64 %575, 4
  %579 = xor i64 %578, %574
  %580 = and i64 %579, 240
  %581 = or i64 %577, %576
  %582 = or i64 %581, %580
  %583 = trunc i64 %582 to i32
  %584 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %583
  %585 = or i64 %20, 15
  %586 = shl nuw nsw i64 %585, 5
  %587 = or i64 %586, %360
  %588 = or i64 %587, %361
  %589 = shl nsw i64 %588, 1
  %590 = add nsw i64 %589, 23552
  %591 = and i64 %589, 14
  %592 = and i64 %590, 4294967040
  %593 = lshr i64 %590, 4
  %594 = xor i64 %593, %589
  %595 = and i64 %594, 240
  %596 = or i64 %592, %591
  %597 = or i64 %596, %595
  %598 = trunc i64 %597 to i32
  %599 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %598
  %600 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %23
  %601 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %120
  %602 = or i64 %376, %42
  %603 = trunc i64 %602 to i32
  %604 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %603
  %605 = or i64 %391, %42
  %606 = trunc i64 %605 to i32
  %607 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %606
  %608 = or i64 %406, %42
  %609 = trunc i64 %608 to i32
  %610 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %609
  %611 = or i64 %421, %42
  %612 = trunc i64 %611 to i32
  %613 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %612
  %614 = or i64 %436, %42
  %615 = trunc i64 %614 to i32
  %616 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %615
  %617 = or i64 %451, %42
  %618 = trunc i64 %617 to i32
  %619 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %618
  %620 = or i64 %466, %42
  %621 = trunc i64 %620 to i32
  %622 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %621
  %623 = or i64 %22, %42
  %624 = trunc i64 %623 to i32
  %625 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %624
  %626 = or i64 %495, %42
  %627 = trunc i64 %626 to i32
  %628 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %627
  %629 = or i64 %510, %42
  %630 = trunc i64 %629 to i32
  %631 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %630
  %632 = or i64 %525, %42
  %633 = trunc i64 %632 to i32
  %634 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %633
  %635 = or i64 %540, %42
  %636 = trunc i64 %635 to i32
  %637 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %636
  %638 = or i64 %555, %42
  %639 = trunc i64 %638 to i32
  %640 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %639
  %641 = or i64 %570, %42
  %642 = trunc i64 %641 to i32
  %643 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %642
  %644 = or i64 %585, %42
  %645 = trunc i64 %644 to i32
  %646 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %645
  %647 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %54
  %648 = trunc i64 %61 to i32
  %649 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %648
  %650 = or i32 %648, 1
  %651 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %650
  %652 = or i32 %648, 2
  %653 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %652
  %654 = or i32 %648, 3
  %655 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %654
  %656 = or i32 %648, 4
  %657 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %656
  %658 = or i32 %648, 5
  %659 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %658
  %660 = or i32 %648, 6
  %661 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %660
  %662 = or i32 %648, 7
  %663 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %662
  %664 = or i64 %22, %60
  %665 = trunc i64 %664 to i32
  %666 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %665
  %667 = or i32 %648, 9
  %668 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %667
  %669 = or i32 %648, 10
  %670 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %669
  %671 = or i32 %648, 11
  %672 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %671
  %673 = or i32 %648, 12
  %674 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %673
  %675 = or i32 %648, 13
  %676 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %675
  %677 = or i32 %648, 14
  %678 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %677
  %679 = or i32 %648, 15
  %680 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %679
  %invariant.gep = getelementptr i8, ptr addrspace(1) %1, i64 %20
  br i1 %11, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %35
  %681 = lshr i64 %8, 3
  %682 = and i64 %8, 7
  %683 = or i64 %682, 8
  %684 = or i64 %682, 16
  %685 = or i64 %682, 24
  %686 = shl nuw nsw i64 %681, 5
  %687 = or i64 %686, %682
  %688 = trunc i64 %687 to i32
  %689 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %688
  %690 = or i64 %683, %686
  %691 = trunc i64 %690 to i32
  %692 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %691
  %693 = or i64 %684, %686
  %694 = trunc i64 %693 to i32
  %695 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %694
  %696 = or i64 %685, %686
  %697 = trunc i64 %696 to i32
  %698 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %697
  %699 = or i64 %686, 512
  %700 = or i64 %699, %682
  %701 = trunc i64 %700 to i32
  %702 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %701
  %703 = or i64 %699, %683
  %704 = trunc i64 %703 to i32
  %705 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %704
  %706 = or i64 %699, %684
  %707 = trunc i64 %706 to i32
  %708 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %707
  %709 = or i64 %699, %685
  %710 = trunc i64 %709 to i32
  %711 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %710
  %712 = or i64 %686, 1024
  %713 = or i64 %712, %682
  %714 = trunc i64 %713 to i32
  %715 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %714
  %716 = or i64 %712, %683
  %717 = trunc i64 %716 to i32
  %718 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %717
  %719 = or i64 %712, %684
  %720 = trunc i64 %719 to i32
  %721 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %720
  %722 = or i64 %712, %685
  %723 = trunc i64 %722 to i32
  %724 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %723
  %725 = or i64 %686, 1536
  %726 = or i64 %725, %682
  %727 = trunc i64 %726 to i32
  %728 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %727
  %729 = or i64 %725, %683
  %730 = trunc i64 %729 to i32
  %731 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %730
  %732 = or i64 %725, %684
  %733 = trunc i64 %732 to i32
  %734 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %733
  %735 = or i64 %725, %685
  %736 = trunc i64 %735 to i32
  %737 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %736
  %738 = lshr i32 %7, 1
  %739 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %738
  %740 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 256), i32 %7
  %741 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 512), i32 %7
  %742 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 768), i32 %7
  %743 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %738
  %744 = or i64 %682, 32
  %745 = or i64 %682, 40
  %746 = or i64 %682, 48
  %747 = or i64 %682, 56
  %748 = shl nuw nsw i64 %681, 6
  %749 = or i64 %748, %682
  %750 = trunc i64 %749 to i32
  %751 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %750
  %752 = or i64 %683, %748
  %753 = trunc i64 %752 to i32
  %754 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %753
  %755 = or i64 %684, %748
  %756 = trunc i64 %755 to i32
  %757 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %756
  %758 = or i64 %685, %748
  %759 = trunc i64 %758 to i32
  %760 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %759
  %761 = or i64 %744, %748
  %762 = trunc i64 %761 to i32
  %763 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %762
  %764 = or i64 %745, %748
  %765 = trunc i64 %764 to i32
  %766 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %765
  %767 = or i64 %746, %748
  %768 = trunc i64 %767 to i32
  %769 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %768
  %770 = or i64 %747, %748
  %771 = trunc i64 %770 to i32
  %772 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %771
  %773 = or i64 %748, 1024
  %774 = or i64 %773, %682
  %775 = trunc i64 %774 to i32
  %776 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %775
  %777 = or i64 %773, %683
  %778 = trunc i64 %777 to i32
  %779 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %778
  %780 = or i64 %773, %684
  %781 = trunc i64 %780 to i32
  %782 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %781
  %783 = or i64 %773, %685
  %784 = trunc i64 %783 to i32
  %785 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %784
  %786 = or i64 %773, %744
  %787 = trunc i64 %786 to i32
  %788 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %787
  %789 = or i64 %773, %745
  %790 = trunc i64 %789 to i32
  %791 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %790
  %792 = or i64 %773, %746
  %793 = trunc i64 %792 to i32
  %794 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %793
  %795 = or i64 %773, %747
  %796 = trunc i64 %795 to i32
  %797 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %796
  %798 = or i64 %748, 2048
  %799 = or i64 %798, %682
  %800 = trunc i64 %799 to i32
  %801 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %800
  %802 = or i64 %798, %683
  %803 = trunc i64 %802 to i32
  %804 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %803
  %805 = or i64 %798, %684
  %806 = trunc i64 %805 to i32
  %807 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %806
  %808 = or i64 %798, %685
  %809 = trunc i64 %808 to i32
  %810 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %809
  %811 = or i64 %798, %744
  %812 = trunc i64 %811 to i32
  %813 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %812
  %814 = or i64 %798, %745
  %815 = trunc i64 %814 to i32
  %816 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %815
  %817 = or i64 %798, %746
  %818 = trunc i64 %817 to i32
  %819 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %818
  %820 = or i64 %798, %747
  %821 = trunc i64 %820 to i32
  %822 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %821
  %823 = or i64 %748, 3072
  %824 = or i64 %823, %682
  %825 = trunc i64 %824 to i32
  %826 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %825
  %827 = or i64 %823, %683
  %828 = trunc i64 %827 to i32
  %829 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %828
  %830 = or i64 %823, %684
  %831 = trunc i64 %830 to i32
  %832 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %831
  %833 = or i64 %823, %685
  %834 = trunc i64 %833 to i32
  %835 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %834
  %836 = or i64 %823, %744
  %837 = trunc i64 %836 to i32
  %838 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %837
  %839 = or i64 %823, %745
  %840 = trunc i64 %839 to i32
  %841 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %840
  %842 = or i64 %823, %746
  %843 = trunc i64 %842 to i32
  %844 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %843
  %845 = or i64 %823, %747
  %846 = trunc i64 %845 to i32
  %847 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 27648), i32 %846
  %848 = getelementptr float, ptr addrspace(3) @global_smem, i32 %7
  %849 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 7168), i32 %7
  br label %850

850: ; preds = %.lr.ph, %1349
  %851 = phi float [ 0.000000e+00, %.lr.ph ], [ %1373, %1349 ]
  %852 = phi float [ 0.000000e+00, %.lr.ph ], [ %1372, %1349 ]
  %853 = phi float [ 0.000000e+00, %.lr.ph ], [ %1371, %1349 ]
  %854 = phi float [ 0.000000e+00, %.lr.ph ], [ %1370, %1349 ]
  %855 = phi float [ 0.000000e+00, %.lr.ph ], [ %1369, %1349 ]
  %856 = phi float [ 0.000000e+00, %.lr.ph ], [ %1368, %1349 ]
  %857 = phi float [ 0.000000e+00, %.lr.ph ], [ %1367, %1349 ]
  %858 = phi float [ 0.000000e+00, %.lr.ph ], [ %1366, %1349 ]
  %859 = phi float [ 0.000000e+00, %.lr.ph ], [ %1365, %1349 ]
  %860 = phi float [ 0.000000e+00, %.lr.ph ], [ %1364, %1349 ]
  %861 = phi float [ 0.000000e+00, %.lr.ph ], [ %1363, %1349 ]
  %862 = phi float [ 0.000000e+00, %.lr.ph ], [ %1362, %1349 ]
  %863 = phi float [ 0.000000e+00, %.lr.ph ], [ %1361, %1349 ]
  %864 = phi float [ 0.000000e+00, %.lr.ph ], [ %1360, %1349 ]
  %865 = phi float [ 0.000000e+00, %.lr.ph ], [ %1359, %1349 ]
  %866 = phi float [ 0.000000e+00, %.lr.ph ], [ %1358, %1349 ]
  %867 = phi float [ 0.000000e+00, %.lr.ph ], [ %1357, %1349 ]
  %868 = phi float [ 0.000000e+00, %.lr.ph ], [ %1356, %1349 ]
  %869 = phi float [ 0.000000e+00, %.lr.ph ], [ %1355, %1349 ]
  %870 = phi float [ 0.000000e+00, %.lr.ph ], [ %1354, %1349 ]
  %871 = phi float [ 0.000000e+00, %.lr.ph ], [ %1353, %1349 ]
  %872 = phi float [ 0.000000e+00, %.lr.ph ], [ %1352, %1349 ]
  %873 = phi float [ 0.000000e+00, %.lr.ph ], [ %1351, %1349 ]
  %874 = phi float [ 0.000000e+00, %.lr.ph ], [ %1350, %1349 ]
  %875 = phi float [ 0.000000e+00, %.lr.ph ], [ %1334, %1349 ]
  %876 = phi float [ 0.000000e+00, %.lr.ph ], [ %1333, %1349 ]
  %877 = phi float [ 0.000000e+00, %.lr.ph ], [ %1332, %1349 ]
  %878 = phi float [ 0.000000e+00, %.lr.ph ], [ %1331, %1349 ]
  %879 = phi float [ 0.000000e+00, %.lr.ph ], [ %1330, %1349 ]
  %880 = phi float [ 0.000000e+00, %.lr.ph ], [ %1329, %1349 ]
  %881 = phi float [ 0.000000e+00, %.lr.ph ], [ %1328, %1349 ]
  %882 = phi float [ 0.000000e+00, %.lr.ph ], [ %1327, %1349 ]
  %883 = phi i32 [ 0, %.lr.ph ], [ %886, %1349 ]
  %884 = phi <8 x half> [ %31, %.lr.ph ], [ %896, %1349 ]
  %885 = phi <8 x half> [ %36, %.lr.ph ], [ %901, %1349 ]
  %886 = add i32 %883, 32
  %887 = icmp slt i32 %886, %5
  %888 = add i32 %886, %23
  %889 = shl i32 %888, 6
  %890 = sext i32 %889 to i64
  %891 = getelementptr half, ptr addrspace(1) %2, i64 %890
  br i1 %887, label %892, label %895

892: ; preds = %850
  %893 = getelementptr half, ptr addrspace(1) %891, i64 %20
  %894 = load <8 x half>, ptr addrspace(1) %893, align 16
  br label %895

895: ; preds = %892, %850
  %896 = phi <8 x half> [ %894, %892 ], [ zeroinitializer, %850 ]
  br i1 %887, label %897, label %900

897: ; preds = %895
  %898 = getelementptr half, ptr addrspace(1) %891, i64 %22
  %899 = load <8 x half>, ptr addrspace(1) %898, align 16
  br label %900

900: ; preds = %897, %895
  %901 = phi <8 x half> [ %899, %897 ], [ zeroinitializer, %895 ]
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %51, ptr addrspace(1) %41, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %69, ptr addrspace(1) %59, i32 16, i32 0)
  %902 = add i32 %883, %23
  %903 = shl i32 %902, 6
  %904 = sext i32 %903 to i64
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %904
  tail call void @llvm.musa.memcpy.g2s(ptr addrspace(3) %78, ptr addrspace(1) %gep, i32 16, i32 0)
  tail call void @llvm.musa.memcpy.g2s.wait()
  tail call void @llvm.musa.barrier0()
  br i1 %79, label %905, label %927

905: ; preds = %900
  %906 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 1024), align 1024
  %907 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %906, i32 64, i32 1, i32 3)
  %908 = load i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 5120), align 1024
  %909 = tail call i32 @llvm.musa.sqmma.desc.i8(i8 %908, i32 64, i32 1, i32 3)
  %910 = tail call <16 x i32> @llvm.musa.sqmma.smma.m64n32k64.mma(i32 %907, i32 %909, <16 x i32> zeroinitializer, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %911 = extractelement <16 x i32> %910, i64 0
  store i32 %911, ptr addrspace(3) %689, align 4
  %912 = extractelement <16 x i32> %910, i64 1
  store i32 %912, ptr addrspace(3) %692, align 4
  %913 = extractelement <16 x i32> %910, i64 2
  store i32 %913, ptr addrspace(3) %695, align 4
  %914 = extractelement <16 x i32> %910, i64 3
  store i32 %914, ptr addrspace(3) %698, align 4
  %915 = extractelement <16 x i32> %910, i64 4
  store i32 %915, ptr addrspace(3) %702, align 4
  %916 = extractelement <16 x i32> %910, i64 5
  store i32 %916, ptr addrspace(3) %705, align 4
  %917 = extractelement <16 x i32> %910, i64 6
  store i32 %917, ptr addrspace(3) %708, align 4
  %918 = extractelement <16 x i32> %910, i64 7
  store i32 %918, ptr addrspace(3) %711, align 4
  %919 = extractelement <16 x i32> %910, i64 8
  store i32 %919, ptr addrspace(3) %715, align 4
  %920 = extractelement <16 x i32> %910, i64 9
  store i32 %920, ptr addrspace(3) %718, align 4
  %921 = extractelement <16 x i32> %910, i64 10
  store i32 %921, ptr addrspace(3) %721, align 4
  %922 = extractelement <16 x i32> %910, i64 11
  store i32 %922, ptr addrspace(3) %724, align 4
  %923 = extractelement <16 x i32> %910, i64 12
  store i32 %923, ptr addrspace(3) %728, align 4
  %924 = extractelement <16 x i32> %910, i64 13
  store i32 %924, ptr addrspace(3) %731, align 4
  %925 = extractelement <16 x i32> %910, i64 14
  store i32 %925, ptr addrspace(3) %734, align 4
  %926 = extractelement <16 x i32> %910, i64 15
  store i32 %926, ptr addrspace(3) %737, align 4
  br label %927

927: ; preds = %905, %900
  tail call void @llvm.musa.syncthreads.lm()
  %928 = load i32, ptr addrspace(3) %86, align 64
  %929 = sitofp i32 %928 to float
  %930 = fmul contract float %929, %4
  %931 = load i32, ptr addrspace(3) %88, align 4
  %932 = sitofp i32 %931 to float
  %933 = fmul contract float %932, %4
  %934 = tail call float @llvm.maxnum.f32(float %930, float %933)
  %935 = load i32, ptr addrspace(3) %90, align 8
  %936 = sitofp i32 %935 to float
  %937 = fmul contract float %936, %4
  %938 = tail call float @llvm.maxnum.f32(float %934, float %937)
  %939 = load i32, ptr addrspace(3) %92, align 4
  %940 = sitofp i32 %939 to float
  %941 = fmul contract float %940, %4
  %942 = tail call float @llvm.maxnum.f32(float %938, float %941)
  %943 = load i32, ptr addrspace(3) %94, align 16
  %944 = sitofp i32 %943 to float
  %945 = fmul contract float %944, %4
  %946 = tail call float @llvm.maxnum.f32(float %942, float %945)
  %947 = load i32, ptr addrspace(3) %96, align 4
  %948 = sitofp i32 %947 to float
  %949 = fmul contract float %948, %4
  %950 = tail call float @llvm.maxnum.f32(float %946, float %949)
  %951 = load i32, ptr addrspace(3) %98, align 8
  %952 = sitofp i32 %951 to float
  %953 = fmul contract float %952, %4
  %954 = tail call float @llvm.maxnum.f32(float %950, float %953)
  %955 = load i32, ptr addrspace(3) %100, align 4
  %956 = sitofp i32 %955 to float
  %957 = fmul contract float %956, %4
  %958 = tail call float @llvm.maxnum.f32(float %954, float %957)
  %959 = load i32, ptr addrspace(3) %102, align 32
  %960 = sitofp i32 %959 to float
  %961 = fmul contract float %960, %4
  %962 = tail call float @llvm.maxnum.f32(float %958, float %961)
  %963 = load i32, ptr addrspace(3) %104, align 4
  %964 = sitofp i32 %963 to float
  %965 = fmul contract float %964, %4
  %966 = tail call float @llvm.maxnum.f32(float %962, float %965)
  %967 = load i32, ptr addrspace(3) %106, align 8
  %968 = sitofp i32 %967 to float
  %969 = fmul contract float %968, %4
  %970 = tail call float @llvm.maxnum.f32(float %966, float %969)
  %971 = load i32, ptr addrspace(3) %108, align 4
  %972 = sitofp i32 %971 to float
  %973 = fmul contract float %972, %4
  %974 = tail call float @llvm.maxnum.f32(float %970, float %973)
  %975 = load i32, ptr addrspace(3) %110, align 16
  %976 = sitofp i32 %975 to float
  %977 = fmul contract float %976, %4
  %978 = tail call float @llvm.maxnum.f32(float %974, float %977)
  %979 = load i32, ptr addrspace(3) %112, align 4
  %980 = sitofp i32 %979 to float
  %981 = fmul contract float %980, %4
  %982 = tail call float @llvm.maxnum.f32(float %978, float %981)
  %983 = load i32, ptr addrspace(3) %114, align 8
  %984 = sitofp i32 %983 to float
  %985 = fmul contract float %984, %4
  %986 = tail call float @llvm.maxnum.f32(float %982, float %985)
  %987 = load i32, ptr addrspace(3) %116, align 4
  %988 = sitofp i32 %987 to float
  %989 = fmul contract float %988, %4
  %990 = tail call float @llvm.maxnum.f32(float %986, float %989)
  %991 = bitcast float %990 to i32
  %992 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %991, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %118, label %993, label %996

993: ; preds = %927
  %994 = bitcast i32 %992 to float
  %995 = tail call float @llvm.maxnum.f32(float %990, float %994)
  store float %995, ptr addrspace(3) %739, align 4
  br label %996

996: ; preds = %993, %927
  tail call void @llvm.musa.syncthreads.lm()
  %997 = load i32, ptr addrspace(3) %121, align 64
  %998 = sitofp i32 %997 to float
  %999 = fmul contract float %998, %4
  %1000 = load float, ptr addrspace(3) %123, align 4
  %1001 = load float, ptr addrspace(3) %124, align 4
  %1002 = tail call float @llvm.maxnum.f32(float %1000, float %1001)
  %1003 = fsub contract float %999, %1002
  %1004 = fmul float %1003, 0x3FF7154760000000
  %1005 = tail call float @llvm.exp2.f32(float %1004)
  store float %1005, ptr addrspace(3) %125, align 64
  %1006 = load i32, ptr addrspace(3) %128, align 4
  %1007 = sitofp i32 %1006 to float
  %1008 = fmul contract float %1007, %4
  %1009 = fsub contract float %1008, %1002
  %1010 = fmul float %1009, 0x3FF7154760000000
  %1011 = tail call float @llvm.exp2.f32(float %1010)
  store float %1011, ptr addrspace(3) %129, align 4
  %1012 = load i32, ptr addrspace(3) %132, align 8
  %1013 = sitofp i32 %1012 to float
  %1014 = fmul contract float %1013, %4
  %1015 = fsub contract float %1014, %1002
  %1016 = fmul float %1015, 0x3FF7154760000000
  %1017 = tail call float @llvm.exp2.f32(float %1016)
  store float %1017, ptr addrspace(3) %133, align 8
  %1018 = load i32, ptr addrspace(3) %136, align 4
  %1019 = sitofp i32 %1018 to float
  %1020 = fmul contract float %1019, %4
  %1021 = fsub contract float %1020, %1002
  %1022 = fmul float %1021, 0x3FF7154760000000
  %1023 = tail call float @llvm.exp2.f32(float %1022)
  store float %1023, ptr addrspace(3) %137, align 4
  %1024 = load i32, ptr addrspace(3) %140, align 16
  %1025 = sitofp i32 %1024 to float
  %1026 = fmul contract float %1025, %4
  %1027 = fsub contract float %1026, %1002
  %1028 = fmul float %1027, 0x3FF7154760000000
  %1029 = tail call float @llvm.exp2.f32(float %1028)
  store float %1029, ptr addrspace(3) %141, align 16
  %1030 = load i32, ptr addrspace(3) %144, align 4
  %1031 = sitofp i32 %1030 to float
  %1032 = fmul contract float %1031, %4
  %1033 = fsub contract float %1032, %1002
  %1034 = fmul float %1033, 0x3FF7154760000000
  %1035 = tail call float @llvm.exp2.f32(float %1034)
  store float %1035, ptr addrspace(3) %145, align 4
  %1036 = load i32, ptr addrspace(3) %148, align 8
  %1037 = sitofp i32 %1036 to float
  %1038 = fmul contract float %1037, %4
  %1039 = fsub contract float %1038, %1002
  %1040 = fmul float %1039, 0x3FF7154760000000
  %1041 = tail call float @llvm.exp2.f32(float %1040)
  store float %1041, ptr addrspace(3) %149, align 8
  %1042 = load i32, ptr addrspace(3) %152, align 4
  %1043 = sitofp i32 %1042 to float
  %1044 = fmul contract float %1043, %4
  %1045 = fsub contract float %1044, %1002
  %1046 = fmul float %1045, 0x3FF7154760000000
  %1047 = tail call float @llvm.exp2.f32(float %1046)
  store float %1047, ptr addrspace(3) %153, align 4
  %1048 = load i32, ptr addrspace(3) %156, align 32
  %1049 = sitofp i32 %1048 to float
  %1050 = fmul contract float %1049, %4
  %1051 = fsub contract float %1050, %1002
  %1052 = fmul float %1051, 0x3FF7154760000000
  %1053 = tail call float @llvm.exp2.f32(float %1052)
  store float %1053, ptr addrspace(3) %157, align 32
  %1054 = load i32, ptr addrspace(3) %160, align 4
  %1055 = sitofp i32 %1054 to float
  %1056 = fmul contract float %1055, %4
  %1057 = fsub contract float %1056, %1002
  %1058 = fmul float %1057, 0x3FF7154760000000
  %1059 = tail call float @llvm.exp2.f32(float %1058)
  store float %1059, ptr addrspace(3) %161, align 4
  %1060 = load i32, ptr addrspace(3) %164, align 8
  %1061 = sitofp i32 %1060 to float
  %1062 = fmul contract float %1061, %4
  %1063 = fsub contract float %1062, %1002
  %1064 = fmul float %1063, 0x3FF7154760000000
  %1065 = tail call float @llvm.exp2.f32(float %1064)
  store float %1065, ptr addrspace(3) %165, align 8
  %1066 = load i32, ptr addrspace(3) %168, align 4
  %1067 = sitofp i32 %1066 to float
  %1068 = fmul contract float %1067, %4
  %1069 = fsub contract float %1068, %1002
  %1070 = fmul float %1069, 0x3FF7154760000000
  %1071 = tail call float @llvm.exp2.f32(float %1070)
  store float %1071, ptr addrspace(3) %169, align 4
  %1072 = load i32, ptr addrspace(3) %172, align 16
  %1073 = sitofp i32 %1072 to float
  %1074 = fmul contract float %1073, %4
  %1075 = fsub contract float %1074, %1002
  %1076 = fmul float %1075, 0x3FF7154760000000
  %1077 = tail call float @llvm.exp2.f32(float %1076)
  store float %1077, ptr addrspace(3) %173, align 16
  %1078 = load i32, ptr addrspace(3) %176, align 4
  %1079 = sitofp i32 %1078 to float
  %1080 = fmul contract float %1079, %4
  %1081 = fsub contract float %1080, %1002
  %1082 = fmul float %1081, 0x3FF7154760000000
  %1083 = tail call float @llvm.exp2.f32(float %1082)
  store float %1083, ptr addrspace(3) %177, align 4
  %1084 = load i32, ptr addrspace(3) %180, align 8
  %1085 = sitofp i32 %1084 to float
  %1086 = fmul contract float %1085, %4
  %1087 = fsub contract float %1086, %1002
  %1088 = fmul float %1087, 0x3FF7154760000000
  %1089 = tail call float @llvm.exp2.f32(float %1088)
  store float %1089, ptr addrspace(3) %181, align 8
  %1090 = load i32, ptr addrspace(3) %184, align 4
  %1091 = sitofp i32 %1090 to float
  %1092 = fmul contract float %1091, %4
  %1093 = fsub contract float %1092, %1002
  %1094 = fmul float %1093, 0x3FF7154760000000
  %1095 = tail call float @llvm.exp2.f32(float %1094)
  store float %1095, ptr addrspace(3) %185, align 4
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1096, label %1103

1096: ; preds = %996
  %1097 = load float, ptr addrspace(3) %740, align 4
  %1098 = load float, ptr addrspace(3) %741, align 4
  %1099 = tail call float @llvm.maxnum.f32(float %1097, float %1098)
  %1100 = fsub contract float %1097, %1099
  %1101 = fmul float %1100, 0x3FF7154760000000
  %1102 = tail call float @llvm.exp2.f32(float %1101)
  store float %1102, ptr addrspace(3) %742, align 4
  br label %1103

1103: ; preds = %1096, %996
  tail call void @llvm.musa.syncthreads.lm()
  %1104 = load float, ptr addrspace(3) %186, align 64
  %1105 = fadd reassoc float %1104, 0.000000e+00
  %1106 = load float, ptr addrspace(3) %187, align 4
  %1107 = fadd reassoc float %1105, %1106
  %1108 = load float, ptr addrspace(3) %188, align 8
  %1109 = fadd reassoc float %1107, %1108
  %1110 = load float, ptr addrspace(3) %189, align 4
  %1111 = fadd reassoc float %1109, %1110
  %1112 = load float, ptr addrspace(3) %190, align 16
  %1113 = fadd reassoc float %1111, %1112
  %1114 = load float, ptr addrspace(3) %191, align 4
  %1115 = fadd reassoc float %1113, %1114
  %1116 = load float, ptr addrspace(3) %192, align 8
  %1117 = fadd reassoc float %1115, %1116
  %1118 = load float, ptr addrspace(3) %193, align 4
  %1119 = fadd reassoc float %1117, %1118
  %1120 = load float, ptr addrspace(3) %194, align 32
  %1121 = fadd reassoc float %1119, %1120
  %1122 = load float, ptr addrspace(3) %195, align 4
  %1123 = fadd reassoc float %1121, %1122
  %1124 = load float, ptr addrspace(3) %196, align 8
  %1125 = fadd reassoc float %1123, %1124
  %1126 = load float, ptr addrspace(3) %197, align 4
  %1127 = fadd reassoc float %1125, %1126
  %1128 = load float, ptr addrspace(3) %198, align 16
  %1129 = fadd reassoc float %1127, %1128
  %1130 = load float, ptr addrspace(3) %199, align 4
  %1131 = fadd reassoc float %1129, %1130
  %1132 = load float, ptr addrspace(3) %200, align 8
  %1133 = fadd reassoc float %1131, %1132
  %1134 = load float, ptr addrspace(3) %201, align 4
  %1135 = fadd reassoc float %1133, %1134
  %1136 = bitcast float %1135 to i32
  %1137 = tail call i32 @llvm.musa.shfl.xor.sync.i32(i32 %1136, i32 1, i32 12319, ptr addrspace(5) null)
  br i1 %118, label %1138, label %1141

1138: ; preds = %1103
  %1139 = bitcast i32 %1137 to float
  %1140 = fadd reassoc float %1135, %1139
  store float %1140, ptr addrspace(3) %743, align 4
  br label %1141

1141: ; preds = %1138, %1103
  tail call void @llvm.musa.syncthreads.lm()
  %1142 = load float, ptr addrspace(3) %125, align 64
  %1143 = fptrunc float %1142 to half
  %1144 = load float, ptr addrspace(3) %129, align 4
  %1145 = fptrunc float %1144 to half
  %1146 = load float, ptr addrspace(3) %133, align 8
  %1147 = fptrunc float %1146 to half
  %1148 = load float, ptr addrspace(3) %137, align 4
  %1149 = fptrunc float %1148 to half
  %1150 = load float, ptr addrspace(3) %141, align 16
  %1151 = fptrunc float %1150 to half
  %1152 = load float, ptr addrspace(3) %145, align 4
  %1153 = fptrunc float %1152 to half
  %1154 = load float, ptr addrspace(3) %149, align 8
  %1155 = fptrunc float %1154 to half
  %1156 = load float, ptr addrspace(3) %153, align 4
  %1157 = fptrunc float %1156 to half
  %1158 = load float, ptr addrspace(3) %157, align 32
  %1159 = fptrunc float %1158 to half
  %1160 = load float, ptr addrspace(3) %161, align 4
  %1161 = fptrunc float %1160 to half
  %1162 = load float, ptr addrspace(3) %165, align 8
  %1163 = fptrunc float %1162 to half
  %1164 = load float, ptr addrspace(3) %169, align 4
  %1165 = fptrunc float %1164 to half
  %1166 = load float, ptr addrspace(3) %173, align 16
  %1167 = fptrunc float %1166 to half
  %1168 = load float, ptr addrspace(3) %177, align 4
  %1169 = fptrunc float %1168 to half
  %1170 = load float, ptr addrspace(3) %181, align 8
  %1171 = fptrunc float %1170 to half
  %1172 = load float, ptr addrspace(3) %185, align 4
  %1173 = fptrunc float %1172 to half
  store half %1143, ptr addrspace(3) %210, align 16
  store half %1145, ptr addrspace(3) %220, align 2
  store half %1147, ptr addrspace(3) %230, align 4
  store half %1149, ptr addrspace(3) %240, align 2
  store half %1151, ptr addrspace(3) %250, align 8
  store half %1153, ptr addrspace(3) %260, align 2
  store half %1155, ptr addrspace(3) %270, align 4
  store half %1157, ptr addrspace(3) %280, align 2
  store half %1159, ptr addrspace(3) %289, align 16
  store half %1161, ptr addrspace(3) %299, align 2
  store half %1163, ptr addrspace(3) %309, align 4
  store half %1165, ptr addrspace(3) %319, align 2
  store half %1167, ptr addrspace(3) %329, align 8
  store half %1169, ptr addrspace(3) %339, align 2
  store half %1171, ptr addrspace(3) %349, align 4
  store half %1173, ptr addrspace(3) %359, align 2
  %1174 = extractelement <8 x half> %884, i64 0
  store half %1174, ptr addrspace(3) %375, align 2
  %1175 = extractelement <8 x half> %884, i64 1
  store half %1175, ptr addrspace(3) %390, align 2
  %1176 = extractelement <8 x half> %884, i64 2
  store half %1176, ptr addrspace(3) %405, align 2
  %1177 = extractelement <8 x half> %884, i64 3
  store half %1177, ptr addrspace(3) %420, align 2
  %1178 = extractelement <8 x half> %884, i64 4
  store half %1178, ptr addrspace(3) %435, align 2
  %1179 = extractelement <8 x half> %884, i64 5
  store half %1179, ptr addrspace(3) %450, align 2
  %1180 = extractelement <8 x half> %884, i64 6
  store half %1180, ptr addrspace(3) %465, align 2
  %1181 = extractelement <8 x half> %884, i64 7
  store half %1181, ptr addrspace(3) %480, align 2
  %1182 = extractelement <8 x half> %885, i64 0
  store half %1182, ptr addrspace(3) %494, align 2
  %1183 = extractelement <8 x half> %885, i64 1
  store half %1183, ptr addrspace(3) %509, align 2
  %1184 = extractelement <8 x half> %885, i64 2
  store half %1184, ptr addrspace(3) %524, align 2
  %1185 = extractelement <8 x half> %885, i64 3
  store half %1185, ptr addrspace(3) %539, align 2
  %1186 = extractelement <8 x half> %885, i64 4
  store half %1186, ptr addrspace(3) %554, align 2
  %1187 = extractelement <8 x half> %885, i64 5
  store half %1187, ptr addrspace(3) %569, align 2
  %1188 = extractelement <8 x half> %885, i64 6
  store half %1188, ptr addrspace(3) %584, align 2
  %1189 = extractelement <8 x half> %885, i64 7
  store half %1189, ptr addrspace(3) %599, align 2
  %1190 = load float, ptr addrspace(3) %600, align 4
  %1191 = fmul contract float %882, %1190
  store float %1191, ptr addrspace(3) %601, align 64
  %1192 = fmul contract float %881, %1190
  store float %1192, ptr addrspace(3) %604, align 4
  %1193 = fmul contract float %880, %1190
  store float %1193, ptr addrspace(3) %607, align 8
  %1194 = fmul contract float %879, %1190
  store float %1194, ptr addrspace(3) %610, align 4
  %1195 = fmul contract float %878, %1190
  store float %1195, ptr addrspace(3) %613, align 16
  %1196 = fmul contract float %877, %1190
  store float %1196, ptr addrspace(3) %616, align 4
  %1197 = fmul contract float %876, %1190
  store float %1197, ptr addrspace(3) %619, align 8
  %1198 = fmul contract float %875, %1190
  store float %1198, ptr addrspace(3) %622, align 4
  %1199 = fmul contract float %874, %1190
  store float %1199, ptr addrspace(3) %625, align 32
  %1200 = fmul contract float %873, %1190
  store float %1200, ptr addrspace(3) %628, align 4
  %1201 = fmul contract float %872, %1190
  store float %1201, ptr addrspace(3) %631, align 8
  %1202 = fmul contract float %871, %1190
  store float %1202, ptr addrspace(3) %634, align 4
  %1203 = fmul contract float %870, %1190
  store float %1203, ptr addrspace(3) %637, align 16
  %1204 = fmul contract float %869, %1190
  store float %1204, ptr addrspace(3) %640, align 4
  %1205 = fmul contract float %868, %1190
  store float %1205, ptr addrspace(3) %643, align 8
  %1206 = fmul contract float %867, %1190
  store float %1206, ptr addrspace(3) %646, align 4
  %1207 = load float, ptr addrspace(3) %647, align 4
  %1208 = fmul contract float %866, %1207
  store float %1208, ptr addrspace(3) %649, align 64
  %1209 = fmul contract float %865, %1207
  store float %1209, ptr addrspace(3) %651, align 4
  %1210 = fmul contract float %864, %1207
  store float %1210, ptr addrspace(3) %653, align 8
  %1211 = fmul contract float %863, %1207
  store float %1211, ptr addrspace(3) %655, align 4
  %1212 = fmul contract float %862, %1207
  store float %1212, ptr addrspace(3) %657, align 16
  %1213 = fmul contract float %861, %1207
  store float %1213, ptr addrspace(3) %659, align 4
  %1214 = fmul contract float %860, %1207
  store float %1214, ptr addrspace(3) %661, align 8
  %1215 = fmul contract float %859, %1207
  store float %1215, ptr addrspace(3) %663, align 4
  %1216 = fmul contract float %858, %1207
  store float %1216, ptr addrspace(3) %666, align 32
  %1217 = fmul contract float %857, %1207
  store float %1217, ptr addrspace(3) %668, align 4
  %1218 = fmul contract float %856, %1207
  store float %1218, ptr addrspace(3) %670, align 8
  %1219 = fmul contract float %855, %1207
  store float %1219, ptr addrspace(3) %672, align 4
  %1220 = fmul contract float %854, %1207
  store float %1220, ptr addrspace(3) %674, align 16
  %1221 = fmul contract float %853, %1207
  store float %1221, ptr addrspace(3) %676, align 4
  %1222 = fmul contract float %852, %1207
  store float %1222, ptr addrspace(3) %678, align 8
  %1223 = fmul contract float %851, %1207
  store float %1223, ptr addrspace(3) %680, align 4
  tail call void @llvm.musa.syncthreads.lm()
  tail call void @llvm.musa.barrier0()
  br i1 %79, label %1224, label %1326

1224: ; preds = %1141
  %1225 = load i32, ptr addrspace(3) %751, align 4
  %1226 = load i32, ptr addrspace(3) %754, align 4
  %1227 = load i32, ptr addrspace(3) %757, align 4
  %1228 = load i32, ptr addrspace(3) %760, align 4
  %1229 = load i32, ptr addrspace(3) %763, align 4
  %1230 = load i32, ptr addrspace(3) %766, align 4
  %1231 = load i32, ptr addrspace(3) %769, align 4
  %1232 = load i32, ptr addrspace(3) %772, align 4
  %1233 = load i32, ptr addrspace(3) %776, align 4
  %1234 = load i32, ptr addrspace(3) %779, align 4
  %1235 = load i32, ptr addrspace(3) %782, align 4
  %1236 = load i32, ptr addrspace(3) %785, align 4
  %1237 = load i32, ptr addrspace(3) %788, align 4
  %1238 = load i32, ptr addrspace(3) %791, align 4
  %1239 = load i32, ptr addrspace(3) %794, align 4
  %1240 = load i32, ptr addrspace(3) %797, align 4
  %1241 = load i32, ptr addrspace(3) %801, align 4
  %1242 = load i32, ptr addrspace(3) %804, align 4
  %1243 = load i32, ptr addrspace(3) %807, align 4
  %1244 = load i32, ptr addrspace(3) %810, align 4
  %1245 = load i32, ptr addrspace(3) %813, align 4
  %1246 = load i32, ptr addrspace(3) %816, align 4
  %1247 = load i32, ptr addrspace(3) %819, align 4
  %1248 = load i32, ptr addrspace(3) %822, align 4
  %1249 = load i32, ptr addrspace(3) %826, align 4
  %1250 = load i32, ptr addrspace(3) %829, align 4
  %1251 = load i32, ptr addrspace(3) %832, align 4
  %1252 = load i32, ptr addrspace(3) %835, align 4
  %1253 = load i32, ptr addrspace(3) %838, align 4
  %1254 = load i32, ptr addrspace(3) %841, align 4
  %1255 = load i32, ptr addrspace(3) %844, align 4
  %1256 = load i32, ptr addrspace(3) %847, align 4
  %1257 = insertelement <32 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>, i32 %1225, i64 0
  %1258 = insertelement <32 x i32> %1257, i32 %1226, i64 1
  %1259 = insertelement <32 x i32> %1258, i32 %1227, i64 2
  %1260 = insertelement <32 x i32> %1259, i32 %1228, i64 3
  %1261 = insertelement <32 x i32> %1260, i32 %1229, i64 4
  %1262 = insertelement <32 x i32> %1261, i32 %1230, i64 5
  %1263 = insertelement <32 x i32> %1262, i32 %1231, i64 6
  %1264 = insertelement <32 x i32> %1263, i32 %1232, i64 7
  %1265 = insertelement <32 x i32> %1264, i32 %1233, i64 8
  %1266 = insertelement <32 x i32> %1265, i32 %1234, i64 9
  %1267 = insertelement <32 x i32> %1266, i32 %1235, i64 10
  %1268 = insertelement <32 x i32> %1267, i32 %1236, i64 11
  %1269 = insertelement <32 x i32> %1268, i32 %1237, i64 12
  %1270 = insertelement <32 x i32> %1269, i32 %1238, i64 13
  %1271 = insertelement <32 x i32> %1270, i32 %1239, i64 14
  %1272 = insertelement <32 x i32> %1271, i32 %1240, i64 15
  %1273 = insertelement <32 x i32> %1272, i32 %1241, i64 16
  %1274 = insertelement <32 x i32> %1273, i32 %1242, i64 17
  %1275 = insertelement <32 x i32> %1274, i32 %1243, i64 18
  %1276 = insertelement <32 x i32> %1275, i32 %1244, i64 19
  %1277 = insertelement <32 x i32> %1276, i32 %1245, i64 20
  %1278 = insertelement <32 x i32> %1277, i32 %1246, i64 21
  %1279 = insertelement <32 x i32> %1278, i32 %1247, i64 22
  %1280 = insertelement <32 x i32> %1279, i32 %1248, i64 23
  %1281 = insertelement <32 x i32> %1280, i32 %1249, i64 24
  %1282 = insertelement <32 x i32> %1281, i32 %1250, i64 25
  %1283 = insertelement <32 x i32> %1282, i32 %1251, i64 26
  %1284 = insertelement <32 x i32> %1283, i32 %1252, i64 27
  %1285 = insertelement <32 x i32> %1284, i32 %1253, i64 28
  %1286 = insertelement <32 x i32> %1285, i32 %1254, i64 29
  %1287 = insertelement <32 x i32> %1286, i32 %1255, i64 30
  %1288 = insertelement <32 x i32> %1287, i32 %1256, i64 31
  %1289 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), align 4096
  %1290 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1289, i32 64, i32 1, i32 3)
  %1291 = load i16, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 23552), align 1024
  %1292 = tail call i32 @llvm.musa.sqmma.desc.half(i16 %1291, i32 64, i32 1, i32 3)
  %1293 = tail call <32 x i32> @llvm.musa.sqmma.fmma.m64n64k32.mma(i32 %1290, i32 %1292, <32 x i32> %1288, i32 0, i32 1, i32 0, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.musa.sqmma.wait()
  %bc = bitcast <32 x i32> %1293 to <32 x float>
  %1294 = extractelement <32 x float> %bc, i64 0
  store float %1294, ptr addrspace(3) %751, align 4
  %1295 = extractelement <32 x float> %bc, i64 1
  store float %1295, ptr addrspace(3) %754, align 4
  %1296 = extractelement <32 x float> %bc, i64 2
  store float %1296, ptr addrspace(3) %757, align 4
  %1297 = extractelement <32 x float> %bc, i64 3
  store float %1297, ptr addrspace(3) %760, align 4
  %1298 = extractelement <32 x float> %bc, i64 4
  store float %1298, ptr addrspace(3) %763, align 4
  %1299 = extractelement <32 x float> %bc, i64 5
  store float %1299, ptr addrspace(3) %766, align 4
  %1300 = extractelement <32 x float> %bc, i64 6
  store float %1300, ptr addrspace(3) %769, align 4
  %1301 = extractelement <32 x float> %bc, i64 7
  store float %1301, ptr addrspace(3) %772, align 4
  %1302 = extractelement <32 x float> %bc, i64 8
  store float %1302, ptr addrspace(3) %776, align 4
  %1303 = extractelement <32 x float> %bc, i64 9
  store float %1303, ptr addrspace(3) %779, align 4
  %1304 = extractelement <32 x float> %bc, i64 10
  store float %1304, ptr addrspace(3) %782, align 4
  %1305 = extractelement <32 x float> %bc, i64 11
  store float %1305, ptr addrspace(3) %785, align 4
  %1306 = extractelement <32 x float> %bc, i64 12
  store float %1306, ptr addrspace(3) %788, align 4
  %1307 = extractelement <32 x float> %bc, i64 13
  store float %1307, ptr addrspace(3) %791, align 4
  %1308 = extractelement <32 x float> %bc, i64 14
  store float %1308, ptr addrspace(3) %794, align 4
  %1309 = extractelement <32 x float> %bc, i64 15
  store float %1309, ptr addrspace(3) %797, align 4
  %1310 = extractelement <32 x float> %bc, i64 16
  store float %1310, ptr addrspace(3) %801, align 4
  %1311 = extractelement <32 x float> %bc, i64 17
  store float %1311, ptr addrspace(3) %804, align 4
  %1312 = extractelement <32 x float> %bc, i64 18
  store float %1312, ptr addrspace(3) %807, align 4
  %1313 = extractelement <32 x float> %bc, i64 19
  store float %1313, ptr addrspace(3) %810, align 4
  %1314 = extractelement <32 x float> %bc, i64 20
  store float %1314, ptr addrspace(3) %813, align 4
  %1315 = extractelement <32 x float> %bc, i64 21
  store float %1315, ptr addrspace(3) %816, align 4
  %1316 = extractelement <32 x float> %bc, i64 22
  store float %1316, ptr addrspace(3) %819, align 4
  %1317 = extractelement <32 x float> %bc, i64 23
  store float %1317, ptr addrspace(3) %822, align 4
  %1318 = extractelement <32 x float> %bc, i64 24
  store float %1318, ptr addrspace(3) %826, align 4
  %1319 = extractelement <32 x float> %bc, i64 25
  store float %1319, ptr addrspace(3) %829, align 4
  %1320 = extractelement <32 x float> %bc, i64 26
  store float %1320, ptr addrspace(3) %832, align 4
  %1321 = extractelement <32 x float> %bc, i64 27
  store float %1321, ptr addrspace(3) %835, align 4
  %1322 = extractelement <32 x float> %bc, i64 28
  store float %1322, ptr addrspace(3) %838, align 4
  %1323 = extractelement <32 x float> %bc, i64 29
  store float %1323, ptr addrspace(3) %841, align 4
  %1324 = extractelement <32 x float> %bc, i64 30
  store float %1324, ptr addrspace(3) %844, align 4
  %1325 = extractelement <32 x float> %bc, i64 31
  store float %1325, ptr addrspace(3) %847, align 4
  br label %1326

1326: ; preds = %1224, %1141
  tail call void @llvm.musa.syncthreads.lm()
  %1327 = load float, ptr addrspace(3) %601, align 64
  %1328 = load float, ptr addrspace(3) %604, align 4
  %1329 = load float, ptr addrspace(3) %607, align 8
  %1330 = load float, ptr addrspace(3) %610, align 4
  %1331 = load float, ptr addrspace(3) %613, align 16
  %1332 = load float, ptr addrspace(3) %616, align 4
  %1333 = load float, ptr addrspace(3) %619, align 8
  %1334 = load float, ptr addrspace(3) %622, align 4
  %1335 = load <8 x float>, ptr addrspace(3) %625, align 32
  %1336 = load <8 x float>, ptr addrspace(3) %649, align 64
  %1337 = load <8 x float>, ptr addrspace(3) %666, align 32
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1338, label %1344

1338: ; preds = %1326
  %1339 = load float, ptr addrspace(3) %848, align 4
  %1340 = load float, ptr addrspace(3) %742, align 4
  %1341 = fmul contract float %1339, %1340
  %1342 = load float, ptr addrspace(3) %849, align 4
  %1343 = fadd contract float %1341, %1342
  store float %1343, ptr addrspace(3) %848, align 4
  br label %1344

1344: ; preds = %1338, %1326
  tail call void @llvm.musa.syncthreads.lm()
  br i1 %12, label %1345, label %1349

1345: ; preds = %1344
  %1346 = load float, ptr addrspace(3) %740, align 4
  %1347 = load float, ptr addrspace(3) %741, align 4
  %1348 = tail call float @llvm.maxnum.f32(float %1346, float %1347)
  store float %1348, ptr addrspace(3) %740, align 4
  br label %1349

1349: ; preds = %1345, %1344
  tail call void @llvm.musa.syncthreads.lm()
  %1350 = extractelement <8 x float> %1335, i64 0
  %1351 = extractelement <8 x float> %1335, i64 1
  %1352 = extractelement <8 x float> %1335, i64 2
  %1353 = extractelement <8 x float> %1335, i64 3
  %1354 = extractelement <8 x float> %1335, i64 4
  %1355 = extractelement <8 x float> %1335, i64 5
  %1356 = extractelement <8 x float> %1335, i64 6
  %1357 = extractelement <8 x float> %1335, i64 7
  %1358 = extractelement <8 x float> %1336, i64 0
  %1359 = extractelement <8 x float> %1336, i64 1
  %1360 = extractelement <8 x float> %1336, i64 2
  %1361 = extractelement <8 x float> %1336, i64 3
  %1362 = extractelement <8 x float> %1336, i64 4
  %1363 = extractelement <8 x float> %1336, i64 5
  %1364 = extractelement <8 x float> %1336, i64 6
  %1365 = extractelement <8 x float> %1336, i64 7
  %1366 = extractelement <8 x float> %1337, i64 0
  %1367 = extractelement <8 x float> %1337, i64 1
  %1368 = extractelement <8 x float> %1337, i64 2
  %1369 = extractelement <8 x float> %1337, i64 3
  %1370 = extractelement <8 x float> %1337, i64 4
  %1371 = extractelement <8 x float> %1337, i64 5
  %1372 = extractelement <8 x float> %1337, i64 6
  %1373 = extractelement <8 x float> %1337, i64 7
  br i1 %887, label %850, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %1349
  %1374 = insertelement <8 x float> poison, float %1327, i64 0
  %1375 = insertelement <8 x float> %1374, float %1328, i64 1
  %1376 = insertelement <8 x float> %1375, float %1329, i64 2
  %1377 = insertelement <8 x float> %1376, float %1330, i64 3
  %1378 = insertelement <8 x float> %1377, float %1331, i64 4
  %1379 = insertelement <8 x float> %1378, float %1332, i64 5
  %1380 = insertelement <8 x float> %1379, float %1333, i64 6
  %1381 = insertelement <8 x float> %1380, float %1334, i64 7
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %35
  %1382 = phi <8 x float> [ zeroinitializer, %35 ], [ %1381, %._crit_edge.loopexit ]
  %1383 = phi <8 x float> [ zeroinitializer, %35 ], [ %1335, %._crit_edge.loopexit ]
  %1384 = phi <8 x float> [ zeroinitializer, %35 ], [ %1336, %._crit_edge.loopexit ]
  %1385 = phi <8 x float> [ zeroinitializer, %35 ], [ %1337, %._crit_edge.loopexit ]
  %1386 = getelementptr float, ptr addrspace(3) @global_smem, i32 %23
  %1387 = load float, ptr addrspace(3) %1386, align 4
  %1388 = insertelement <8 x float> poison, float %1387, i64 0
  %1389 = shufflevector <8 x float> %1388, <8 x float> poison, <8 x i32> zeroinitializer
  %1390 = fdiv <8 x float> %1382, %1389
  %1391 = fptrunc <8 x float> %1390 to <8 x half>
  %1392 = getelementptr half, ptr addrspace(1) %3, i64 %39
  %1393 = getelementptr half, ptr addrspace(1) %1392, i64 %20
  store <8 x half> %1391, ptr addrspace(1) %1393, align 16
  %1394 = fdiv <8 x float> %1383, %1389
  %1395 = fptrunc <8 x float> %1394 to <8 x half>
  %1396 = getelementptr half, ptr addrspace(1) %1392, i64 %22
  store <8 x half> %1395, ptr addrspace(1) %1396, align 16
  %1397 = getelementptr float, ptr addrspace(3) @global_smem, i32 %54
  %1398 = load float, ptr addrspace(3) %1397, align 4
  %1399 = insertelement <8 x float> poison, float %1398, i64 0
  %1400 = shufflevector <8 x float> %1399, <8 x float> poison, <8 x i32> zeroinitializer
  %1401 = fdiv <8 x float> %1384, %1400
  %1402 = fptrunc <8 x float> %1401 to <8 x half>
  %1403 = getelementptr half, ptr addrspace(1) %3, i64 %57
  %1404 = getelementptr half, ptr addrspace(1) %1403, i64 %20
  store <8 x half> %1402, ptr addrspace(1) %1404, align 16
  %1405 = fdiv <8 x float> %1385, %1400
  %1406 = fptrunc <8 x float> %1405 to <8 x half>
  %1407 = getelementptr half, ptr addrspace(1) %1403, i64 %22
  store <8 x half> %1406, ptr addrspace(1) %1407, align 16
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.maxnum.f32(float, float) #0

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @attention_kernel, !"kernel", i32 1}
!2 = !{ptr @attention_kernel, !"maxntidx", i32 128}
